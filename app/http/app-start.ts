// The page paints before its JavaScript loads. The document renderer holds React Router's
// module script back (its type becomes HELD_MODULE_TYPE, whole-page.ts), and APP_START_SCRIPT,
// at the end of the body (app/root.tsx), starts it once the browser reports the first contentful
// paint. Not the first paint: Chromium often reports a frame of backgrounds alone before any text
// (a third of the loads on a busy machine), and the app would again race the text. Every link and
// form works before then; the app takes over a frame or two after the text shows. Without paint timing it starts after the next frame; if no paint is reported (a tab
// opened in the background), after 3 s anyway. The copy carries the page's nonce (read from the
// attribute where a browser has no `nonce` property) or, on a cached page, the same hash.
// docs/decisions/0010-whole-pages-paint-first.md says why.
export const HELD_MODULE_TYPE = "synapse/held-module";

export const APP_START_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;document.querySelectorAll('script[type="${HELD_MODULE_TYPE}"]').forEach(function(held){var script=document.createElement("script");script.type="module";script.async=true;script.nonce=held.nonce||held.getAttribute("nonce")||"";script.textContent=held.textContent;held.replaceWith(script)})}try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(start)}}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(start)})}catch(e){start()}setTimeout(start,3000)})()`;
