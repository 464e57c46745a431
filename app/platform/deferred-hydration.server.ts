import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/** Where Remix's `<Scripts>` output begins: the first script it announces. */
const SCRIPTS_START = '<link rel="modulepreload"'
/** Where it ends: the module script closes by importing the client entry. */
const SCRIPTS_END = /import\("[^"]+"\);\s*<\/script>/
/** The module script's last statement: the client entry's import. */
const ENTRY_IMPORT = /import\("[^"]+"\);\s*<\/script>$/
const MODULE_PRELOAD_LINK = /<link rel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module"[^>]*>[\s\S]*?<\/script>/
const MANIFEST = /window\.__remixManifest = (\{[\s\S]*?\});\nwindow\.__remixRouteModules/
export const HYDRATION_TEMPLATE_ID = 'hydration'

/**
 * Every page is whole without JavaScript: links are links and every form posts (decision 024). Its scripts only
 * hydrate it, so they wait until the page has loaded. On a slow phone they no longer share the connection and
 * the processor with the stylesheet and the first images, and those paint sooner.
 *
 * As the document streams out, Remix's script announcements (`<link rel="modulepreload">`) and its module script
 * move into an inert `<template>`, and a small script with the page's nonce puts them into the document when
 * the window's `load` event fires: the links then fetch every script at once and the module script hydrates,
 * exactly as they would have at parse time. Remix's context script, which the streamed loader data needs as
 * the document arrives, stays where it is.
 *
 * React writes the document in chunks of its own size: the end of a chunk that could begin the scripts is held
 * back until the next shows what it is (characters split between chunks are decoded whole), and from the first
 * announcement to the module script's end, text is held and rewritten in one piece (about 3 KB).
 */
export function deferredHydration(moduleImports = ''): Transform {
  const decoder = new StringDecoder('utf8')
  let state: 'before' | 'holding' | 'after' = 'before'
  let held = ''

  function take(text: string): string {
    if (state === 'after') return text
    held += text
    if (state === 'before') {
      const start = held.indexOf(SCRIPTS_START)
      if (start === -1) {
        const cut = safeEnd(held)
        const out = held.slice(0, cut)
        held = held.slice(cut)
        return out
      }
      state = 'holding'
      const out = held.slice(0, start)
      held = held.slice(start)
      return out + take('')
    }
    const end = SCRIPTS_END.exec(held)
    if (!end) return ''
    state = 'after'
    const block = held.slice(0, end.index + end[0].length)
    const rest = held.slice(block.length)
    held = ''
    return deferScripts(block, moduleImports) + rest
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      callback(null, take(decoder.write(chunk)))
    },
    flush(callback: TransformCallback) {
      // A document that ended before its scripts did (an aborted render) goes out as it was written.
      callback(null, held + decoder.end())
    },
  })
}

/**
 * Remix's scripts block with its announcements and module script inside a template that `load` brings in;
 * `moduleImports`, statements of the page's own (its catalogue areas: app/i18n/catalogue-area-imports.ts), join the
 * module script before it imports the client entry.
 */
export function deferScripts(block: string, moduleImports = ''): string {
  const script = MODULE_SCRIPT.exec(block)
  if (!script) return block
  const links = block.match(MODULE_PRELOAD_LINK) ?? []
  const others = block.replace(MODULE_PRELOAD_LINK, '').replace(script[0], '')
  const nonce = script[1]
  const moduleScript = compactManifest(script[0]).replace(ENTRY_IMPORT, (entry) => moduleImports + entry)
  return (
    others +
    `<template id="${HYDRATION_TEMPLATE_ID}">${links.join('')}${moduleScript}</template>` +
    `<script nonce="${nonce}">${HYDRATE_ON_LOAD}</script>`
  )
}

/** Remix writes its manifest as indented JSON; written compactly it is a third smaller. */
function compactManifest(script: string): string {
  return script.replace(MANIFEST, (whole, json: string) => {
    try {
      return `window.__remixManifest = ${JSON.stringify(JSON.parse(json))};\nwindow.__remixRouteModules`
    } catch {
      return whole
    }
  })
}

// React hydrates `<Scripts>` against the links, the context script and the module script in that order, so the
// links go back before the context script (just before the template) and the module script where the template
// was. A copy of the template's script keeps the nonce it was written with and runs when it is inserted.
// After `load`, it waits for the next frame to be painted (a timeout queued from an animation frame runs after
// that paint): when the browser had not painted yet at `load`, the scripts' work would hold the first paint
// back. It then also waits for the browser's own record of the first contentful paint: Chromium stamps that
// entry with the time the frame reached the screen, which can come a few milliseconds after the main thread
// painted it, and the scripts are meant to start after it. A page that never paints content still hydrates a
// second later. A tab opened in the background paints nothing until it is shown, so there the scripts come at
// `load`.
const HYDRATE_ON_LOAD =
  `(function(){var d=0;function h(){var t=document.getElementById("${HYDRATION_TEMPLATE_ID}");if(d||!t)return;d=1;` +
  `var f=document.importNode(t.content,true),m=f.lastElementChild;f.removeChild(m);` +
  `t.previousElementSibling.before(f);t.replaceWith(m)}` +
  `function p(){try{if(performance.getEntriesByName("first-contentful-paint").length)return h();` +
  `new PerformanceObserver(function(l,o){` +
  `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();h()}})` +
  `.observe({type:"paint"});setTimeout(h,1000)}catch(e){h()}}` +
  `function a(){document.hidden?h():requestAnimationFrame(function(){setTimeout(p,0)})}` +
  `document.readyState==="complete"?a():addEventListener("load",a,{once:true})})()`

/** Where the safe part of `text` ends: before a trailing piece that could begin the scripts block. */
function safeEnd(text: string): number {
  const from = Math.max(0, text.length - (SCRIPTS_START.length - 1))
  for (let start = from; start < text.length; start += 1) {
    if (SCRIPTS_START.startsWith(text.slice(start))) return start
  }
  return text.length
}
