import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type ContentApi, createContentApi } from '../../content-api/server'
import { type StudioHost, serveStudio } from '../../content-api/studio-host'
import { studioDist } from '../support/studio-stand-in'
import { expect, test } from './fixtures'

/**
 * Issue 35 in the Studio: a trip (a catalogue item or a package) names its specialist, and a team member says what
 * their card shows. The built Studio on its own local Content API from the seed, as an editor opens it offline.
 */

let api: ContentApi
let studio: StudioHost
const dataDir = mkdtempSync(path.join(tmpdir(), 'studio-specialist-spec-'))

test.beforeAll(async () => {
  api = createContentApi({ dataDir, seedDir: path.resolve('seed'), token: 'studio-specialist-spec-editor-token' })
  const { origin: apiOrigin } = await api.listen(0)
  studio = await serveStudio({ distDir: studioDist, port: 0, apiOrigin, editor: api, log: false })
})

test.afterAll(async () => {
  await studio?.close()
  await api?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

test('a trip shows its specialist field, naming a team member, on catalogue items and packages', async ({ page }) => {
  test.setTimeout(240_000) // a cold Studio on a busy 2-core machine
  await page.goto(studio.signInLink('/structure/catalogue;catalogue-all;item-dubai'))
  // The reference field: its title, and the team member it names as a link to their document.
  await expect(page.getByText('Specialist', { exact: true })).toBeVisible({ timeout: 120_000 })
  await expect(page.getByRole('link', { name: /^Omar Al Mansoori/ })).toBeVisible({ timeout: 30_000 })

  await page.goto(`${studio.origin}/structure/itineraryPackage;package-gold-package`)
  await expect(page.getByText('Specialist', { exact: true })).toBeVisible({ timeout: 90_000 })
  await expect(page.getByRole('link', { name: /^Amani Njoroge/ })).toBeVisible({ timeout: 30_000 })
})

test('a team member has languages spoken, an office, a WhatsApp number and the trips they design', async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(studio.signInLink('/structure/team;team-07'))
  await expect(page.getByTestId('field-languages').getByText('Languages spoken', { exact: true })).toBeVisible({
    timeout: 120_000,
  })
  await expect(page.getByTestId('field-languages').getByRole('checkbox', { name: 'Arabic' })).toBeChecked()
  await expect(page.getByTestId('field-office').getByRole('radio', { name: 'UAE' })).toBeChecked()
  await expect(page.getByTestId('field-whatsapp').getByRole('textbox')).toHaveValue('+971 50 000 0117')
  await expect(page.getByTestId('field-tripsIDesign').getByText('Trips I design', { exact: true })).toBeVisible()
  // Their name as written, and beside it the Arabic form the Arabic pages show (decision 053).
  await expect(page.getByTestId('field-name').getByRole('textbox')).toHaveValue('Omar Al Mansoori')
  await expect(page.getByTestId('field-nameForms.ar').getByRole('textbox')).toHaveValue('عمر المنصوري')
})
