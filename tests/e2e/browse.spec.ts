import { expect, test } from '@playwright/test'
import { catalogue, seedDocuments } from '../support/seed-data'

const LISTINGS = [
  ['/itineraries', 'Itineraries'],
  ['/circuits', 'Circuits'],
  ['/golf-courses', 'Golf Courses'],
  ['/excursions', 'Excursions'],
  ['/hotels', 'Hotels'],
] as const

test.describe('header', () => {
  test('links home, help, search, the cart with its count, login and the five categories', async ({ page }) => {
    await page.goto('/hotels')
    const header = page.locator('header.site-header')
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
    const box = page.getByRole('searchbox', { name: 'Search the catalogue' })
    await expect(box).toHaveAttribute('placeholder', 'Search Itineraries,  Circuits, Golf Course,   Hotels  and  Excursions.')
    const button = page.getByRole('button', { name: 'SEARCH' })
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

  test('adding to the cart raises the basket count in the header', async ({ page }) => {
    await page.goto('/hotels')
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await page.getByRole('button', { name: 'Add to cart' }).nth(1).click()
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible()
  })
})

test.describe('home navigation', () => {
  test('the quick links scroll to their section, 100 px below the top', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('navigation', { name: 'Jump to a category' }).getByRole('link', { name: 'Excursions' }).click()
    await expect(page).toHaveURL(/#section-excursions$/)
    await expect.poll(async () => page.locator('#section-excursions').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100)
  })

  test('the category tiles work from the keyboard', async ({ page }) => {
    await page.goto('/')
    const tile = page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link', { name: 'Golf Courses' })
    await tile.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#section-golf-courses$/)
    await expect.poll(async () => page.locator('#section-golf-courses').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBe(100)
  })

  test('"See All" leads to the category listing', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'See all Golf Courses' }).click()
    await expect(page).toHaveURL('/category/golf-courses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Courses')
    await expect(page.locator('.product-card')).toHaveCount(6)
  })

  test('cards link to /itinerary/{slug} and show prices as USD per person', async ({ page }) => {
    await page.goto('/')
    const dubai = page.locator('#section-itineraries .product-card').filter({ hasText: 'Dubai' })
    await expect(dubai.getByRole('link', { name: 'Dubai' })).toHaveAttribute('href', '/itinerary/dubai')
    await expect(dubai).toContainText('USD 2,000 per person')
    await expect(dubai.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible()
    const hotel = page.locator('#section-hotels .product-card').first()
    await expect(hotel).not.toContainText('USD')
    await expect(page.locator('#section-golf-courses .product-card').first().getByRole('link').last()).toHaveAttribute(
      'href',
      '/itinerary/karen-country-and-golf-club',
    )
  })

  test('the chat link opens the messaging service with the prefilled enquiry, in a new tab', async ({ page }) => {
    await page.goto('/')
    const chat = page.getByRole('link', { name: /Chat with us/ })
    await expect(chat).toHaveAttribute('target', '_blank')
    await expect(chat).toHaveAttribute('rel', /noopener/)
    const href = new URL((await chat.getAttribute('href'))!)
    const settings = seedDocuments.find((d) => d._id === 'siteSettings')!
    expect(href.origin + href.pathname).toBe(settings.chat.url)
    expect(href.searchParams.get('text')).toBe(settings.chat.prefilledText)
  })

  test('the ad video is muted, looping and autoplaying, with a poster', async ({ page }) => {
    await page.goto('/')
    const video = page.locator('video.ad-video')
    await expect(video).toHaveJSProperty('muted', true)
    await expect(video).toHaveJSProperty('loop', true)
    await expect(video).toHaveJSProperty('autoplay', true)
    await expect(video).toHaveAttribute('poster', /\/images\//)
  })
})

test.describe('listings', () => {
  for (const [path, category] of LISTINGS) {
    test(`${path} lists every ${category} item on page 1`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(category)
      await expect(page.locator('.product-card__title')).toHaveText(catalogue(category).map((item) => item.name))
      await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of 1')
    })
  }

  test('/category/:category reads dashes as spaces and shows the capitalised heading', async ({ page }) => {
    await page.goto('/category/golf-courses')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Golf Courses')
    await page.goto('/category/HOTELS')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hotels')
  })

  test('an unknown category is a 404', async ({ page }) => {
    const response = await page.goto('/category/spaceships')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  })

  test('a page out of range or not a number gives a clear message and a way back, never a 500', async ({ page }) => {
    let response = await page.goto('/hotels?page=2')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('There is no page 2: Hotels has 1 page.')).toBeVisible()
    response = await page.goto('/category/circuits?page=abc')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('“abc” is not a page number.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to page 1 of Circuits' }).click()
    await expect(page).toHaveURL('/category/circuits')
    await expect(page.locator('.product-card')).toHaveCount(5)
    for (const odd of ['-1', '0', '1e9', '%00', '99999999999']) {
      const r = await page.goto(`/itineraries?page=${odd}`)
      expect(r?.status(), odd).toBe(404)
    }
  })

  test('paging works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/itineraries?page=1')
    await expect(page.locator('.product-card')).toHaveCount(7)
    await context.close()
  })
})

test.describe('search', () => {
  test('finds a case-insensitive substring of a name, description or category', async ({ page }) => {
    await page.goto('/search?q=GOLF%20CLUB')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('golf club')
    const names = await page.locator('.product-card__title').allTextContents()
    const expected = seedDocuments
      .filter((d) => d._type === 'catalogueItem')
      .filter((d) => [d.name, d.description, d.category].some((field: string) => field.toLowerCase().includes('golf club')))
    expect(names.sort()).toEqual(expected.map((d) => d.name).sort())
    await page.goto('/search?q=excursions')
    await expect(page.locator('.product-card')).toHaveCount(catalogue('Excursions').length)
  })

  test('no match shows the message followed by the term, escaped', async ({ page }) => {
    const term = '<script>alert(1)</script>*[_type=="x"]'
    await page.goto(`/search?q=${encodeURIComponent(term)}`)
    await expect(page.getByText(/^Please! Search by Itinerary name, Circuit name, Golf Course name, Excursion name or Hotel name\. Otherwise, what you are looking for is not available as of today\./)).toBeVisible()
    await expect(page.locator('.notice__term')).toHaveText(term)
    await expect(page.locator('.product-card')).toHaveCount(0)
  })

  test('an empty term shows guidance and the whole catalogue ("See All")', async ({ page }) => {
    await page.goto('/search?q=%20%20')
    await expect(page.getByRole('status')).toContainText('Type an itinerary')
    await expect(page.locator('.product-card')).toHaveCount(28)
    await page.goto('/search?q=safari')
    await page.getByRole('link', { name: 'See All' }).click()
    await expect(page).toHaveURL('/search')
    await expect(page.locator('.product-card')).toHaveCount(28)
  })

  test('very long terms and emoji are handled', async ({ page }) => {
    const response = await page.goto(`/search?q=${encodeURIComponent('⛳ ' + 'x'.repeat(1500))}`)
    expect(response?.status()).toBe(200)
    // The term is capped at 100 characters, and shown back exactly as searched.
    await expect(page.locator('.notice__term')).toHaveText('⛳ ' + 'x'.repeat(98))
  })

  test('works without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('mara')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search?q=mara')
    await expect(page.locator('.product-card__title').first()).toBeVisible()
    await context.close()
  })
})

test.describe('page furniture', () => {
  test('the window scrolls to the top on a route change, and back restores the position', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, 600))
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500)
    await page.getByRole('link', { name: 'See all Hotels' }).click()
    await expect(page).toHaveURL('/category/hotels')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(500)
  })

  test('a progress bar shows while a page is loading', async ({ page }) => {
    await page.goto('/')
    // Hold the next page's data so the loading state can be seen.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/hotels.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Hotels' }).click()
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-active', 'true')
    release()
    await expect(page).toHaveURL('/hotels')
    await expect(page.locator('.nav-progress')).toHaveAttribute('data-active', 'false')
  })

  test('the footer has three offices, useful links, the subscribe box and the 2025 copyright', async ({ page }) => {
    await page.goto('/')
    const footer = page.locator('footer')
    await expect(footer.getByRole('heading', { level: 2 })).toContainText(['Useful Links'])
    for (const name of ['Home', 'Terms', 'Privacy', 'Contact']) await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
    await expect(footer.getByRole('textbox', { name: 'E-mail address' })).toBeVisible()
    await expect(footer.locator('.office')).toHaveCount(3)
    await expect(footer).toContainText('© 2025')
  })
})
