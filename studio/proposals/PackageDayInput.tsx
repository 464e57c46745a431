import { type ChangeEvent, useEffect, useState } from 'react'
import { type StringInputProps, set, unset, useClient, useFormValue } from 'sanity'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { defaultText } from '../schemaTypes/locale'

type Day = { _key: string; title?: string }

const DAYS = `*[_type == "itineraryPackage" && _id == $id][0].days[]{ _key, "title": ${defaultText('title')} }`

/**
 * The day of a package a proposal takes (decision 063): a choice among the chosen package's days by their titles
 * (the package as published, whose days "Send" writes out), storing the day's `_key`, which the plan refers to.
 */
export function PackageDayInput(props: StringInputProps) {
  const { value, onChange, path, readOnly, elementProps } = props
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION })
  const packageRef = useFormValue([...path.slice(0, -1), 'package']) as { _ref?: string } | undefined
  const packageId = packageRef?._ref
  const [days, setDays] = useState<Day[] | null>(null)

  useEffect(() => {
    if (!packageId) return setDays([])
    let current = true
    client
      .fetch<Day[] | null>(DAYS, { id: packageId }, { perspective: 'published' })
      .then((found) => current && setDays(found ?? []))
      .catch(() => current && setDays([]))
    return () => {
      current = false
    }
  }, [client, packageId])

  const choose = (event: ChangeEvent<HTMLSelectElement>) =>
    onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())
  if (!packageId) return <p>Choose a package first.</p>
  const known = days?.some((day) => day._key === value)
  return (
    <select
      id={elementProps.id}
      ref={elementProps.ref as never}
      aria-label="Day"
      value={value ?? ''}
      disabled={readOnly || days === null}
      onChange={choose}
      style={{ font: 'inherit', padding: '0.5em', width: '100%' }}
    >
      <option value="">{days === null ? 'Loading the package’s days…' : 'Choose a day'}</option>
      {value && days && !known ? <option value={value}>A day no longer in the package ({value})</option> : null}
      {(days ?? []).map((day, index) => (
        <option key={day._key} value={day._key}>
          {day.title ?? `Day ${index + 1}`}
        </option>
      ))}
    </select>
  )
}
