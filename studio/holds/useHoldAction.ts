import { type ComponentType, useEffect, useState } from 'react'
import { type DocumentActionDialogProps, type DocumentActionProps, useClient } from 'sanity'
import { DEFAULT_SANITY_API_VERSION } from '#shared/setting-defaults'
import { type HoldAction, type HoldSituation, type Verdict, verdict } from './hold-rules'
import { HoldActionRefused, type HoldClient, HoldKeptChanging, readSituation, runHoldAction } from './run-hold-action'

const READING: Verdict = { allowed: false, reason: 'Reading the departure’s places…' }
const UNREADABLE: Verdict = { allowed: false, reason: 'The departure’s places could not be read: reload to try again.' }

/**
 * What the three actions on a hold share (decision 069): the departure's places read when the hold opens or
 * changes, which decide whether the button is offered and why not; one press at a time; the write itself
 * (run-hold-action.ts), which reads and decides again; and a plain report when nothing could be written.
 */
export function useHoldAction(props: DocumentActionProps, action: HoldAction) {
  const client = useClient({ apiVersion: DEFAULT_SANITY_API_VERSION }) as unknown as HoldClient
  const { id, onComplete } = props
  const revision = (props.published as { _rev?: string } | null)?._rev
  const [situation, setSituation] = useState<HoldSituation | 'unreadable' | null>(null)
  const [busy, setBusy] = useState(false)
  const [report, setReport] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    // The hold's revision names the change to read again for; the ledger is read again at the write in any case.
    void revision
    readSituation(client, id)
      .then((read) => current && setSituation(read))
      .catch(() => current && setSituation('unreadable'))
    return () => {
      current = false
    }
  }, [client, id, revision])

  const decided =
    situation === null ? READING : situation === 'unreadable' ? UNREADABLE : verdict(action, situation, new Date())

  const run = async () => {
    setBusy(true)
    try {
      await runHoldAction(client, id, action, () => new Date())
      onComplete()
    } catch (error) {
      const plain = error instanceof HoldActionRefused || error instanceof HoldKeptChanging
      if (!plain) console.error(`Could not ${action} the hold`, error)
      setReport(plain ? (error as Error).message : `Nothing was changed: ${(error as Error).message}`)
    } finally {
      setBusy(false)
    }
  }

  const reportDialog: DocumentActionDialogProps | null = report
    ? {
        type: 'dialog',
        header: 'Nothing was changed',
        content: report,
        onClose: () => {
          setReport(null)
          onComplete()
        },
      }
    : null

  /** The button: its label (another while it writes), and disabled with the reason as its tooltip. */
  const button = (label: string, writing: string, icon: ComponentType, help: string) => ({
    label: busy ? writing : label,
    icon,
    disabled: busy || !decided.allowed,
    title: decided.allowed ? help : decided.reason,
    dialog: reportDialog,
  })

  return { button, run }
}
