import { expect, hydrated, test } from './fixtures'

/**
 * The site header on every page: the brand, Help, Search, Login, the cart with its count, the search box and the
 * category navigation.
 */
test.describe('header', () => {
  test('links home, help, search, the cart with its count, login and the five categories', async ({ page }) => {
    await page.goto('/hotels')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/')
    await expect(header.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/search')
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/checkout')
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    const categories = header.getByRole('navigation', { name: 'Categories' }).getByRole('link')
    await expect(categories).toHaveText(['Itineraries', 'Circuits', 'Golf Courses', 'Hotels', 'Excursions'])
    await categories.filter({ hasText: 'Golf Courses' }).click()
    await expect(page).toHaveURL('/golf-courses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Courses')
  })

  test('the search box lowercases as typed, shows SEARCH only when not empty, and searches', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const search = page.getByRole('banner').getByRole('search')
    const box = search.getByRole('searchbox', { name: 'Search the catalogue' })
    await expect(box).toHaveAttribute(
      'placeholder',
      'Search Itineraries,  Circuits, Golf Course,   Hotels  and  Excursions.',
    )
    const button = search.getByRole('button', { name: 'SEARCH' })
    await expect(button).toHaveCount(0)
    await box.pressSequentially('Karen')
    await expect(box).toHaveValue('karen')
    await expect(button).toBeVisible()
    await box.fill('')
    await expect(button).toHaveCount(0)
    await box.pressSequentially('GOLF')
    await button.click()
    await expect(page).toHaveURL('/search?q=golf')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('golf')
    await expect(box).toHaveValue('golf')
  })

  test.describe('before hydration', () => {
    test.use({ waitForHydration: false })

    test('what a visitor types before the page has hydrated stays in the search box', async ({ page }) => {
      // Hold the scripts back, as a slow phone would, until the visitor has typed.
      let release = () => {}
      const typed = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
        await typed
        await route.continue()
      })
      await page.goto('/')
      const search = page.getByRole('banner').getByRole('search')
      const box = search.getByRole('searchbox', { name: 'Search the catalogue' })
      await box.pressSequentially('Karen')
      release()
      await hydrated(page)
      await expect(box).toHaveValue('karen')
      await expect(search.getByRole('button', { name: 'SEARCH' })).toBeVisible()
    })
  })

  test('adding to the cart raises the basket count in the header', async ({ page }) => {
    await page.goto('/hotels')
    const addButtons = page.getByRole('main').getByRole('article').getByRole('button', { name: 'Add to cart' })
    await addButtons.first().click()
    await addButtons.nth(1).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  })
})
