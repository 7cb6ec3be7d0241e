/* Measures a report page as a reader's browser lays it out (tests/report/test_browser.py):
   overflow, contrast from computed colours, heading levels, the first plot of each run. */
function probe(doc, win) {
  doc.querySelectorAll('details').forEach(d => { d.open = true; });
  const vw = doc.documentElement.clientWidth;
  const visible = el => el.getClientRects().length > 0 && win.getComputedStyle(el).visibility !== 'hidden';
  const parse = c => { const m = c.match(/rgba?\(([^)]+)\)/); if (!m) return null;
    const p = m[1].split(',').map(Number); return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]; };
  const over = (f, b) => [0,1,2].map(i => f[i] * f[3] + b[i] * (1 - f[3])).concat([1]);
  const lum = c => { const v = c.slice(0,3).map(x => { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); });
    return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
  const background = el => { const layers = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const c = parse(win.getComputedStyle(e).backgroundColor); if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; } }
    let bg = [255,255,255,1]; for (const l of layers.reverse()) bg = over(l, bg); return bg; };
  const out = {width: vw, overflow: [], contrast: [], headings: [], runs: []};
  for (const el of doc.body.querySelectorAll('*')) {
    if (!visible(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width > 0 && (r.right > vw + 0.5 || r.left < -0.5))
      out.overflow.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') || ''} ${Math.round(r.left)}..${Math.round(r.right)}`);
    const text = Array.from(el.childNodes).filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
    if (!text || el.closest('title')) continue;
    const style = win.getComputedStyle(el);
    const isSvg = el instanceof win.SVGElement;
    let fg = parse(isSvg ? style.fill : style.color); if (!fg) continue;
    const bg = background(el); fg = over(fg, bg);
    const a = lum(fg), b = lum(bg); const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 4.5) out.contrast.push({text: text.slice(0, 40), fg: fg.slice(0,3), bg: bg.slice(0,3), ratio: Math.round(ratio * 100) / 100});
  }
  doc.querySelectorAll('h1,h2,h3,h4,h5,h6').forEach(h => out.headings.push(Number(h.tagName[1])));
  for (const article of doc.querySelectorAll('article.run')) {
    const svg = Array.from(article.querySelectorAll('svg')).find(visible);
    const section = article.querySelector('section.symptom');
    const labels = svg ? Array.from(svg.querySelectorAll('.onset-label')).map(t => t.textContent) : [];
    const onsets = Array.from(article.querySelectorAll('section.symptom[data-onset]')).map(s => s.dataset.symptom + ' ' + s.dataset.onset);
    out.runs.push({id: article.id, has_svg: !!svg,
      svg_first: !!svg && (!section || !!(svg.compareDocumentPosition(section) & 4)),
      unmarked: onsets.filter(o => !labels.includes(o))});
  }
  out.svg_widths = Array.from(doc.querySelectorAll('svg.plot')).filter(visible).map(s => Math.round(s.getBoundingClientRect().width));
  const toggle = doc.getElementById('smoothing');
  const smooth = Array.from(doc.querySelectorAll('svg.plot path.smooth')).find(visible);
  if (toggle && smooth) {
    const before = win.getComputedStyle(smooth).display;
    toggle.click();  // a checkbox and CSS: the page itself runs no script
    out.smoothing = {before, after: win.getComputedStyle(smooth).display};
    toggle.click();
  }
  return out;
}

// The harness page frames each report at each width; on load, every frame is probed.
window.addEventListener('load', () => {
  const results = [];
  document.querySelectorAll('iframe').forEach(f => {
    const entry = {name: f.dataset.name, width: Number(f.width)};
    try { entry.result = probe(f.contentDocument, f.contentWindow); } catch (e) { entry.error = String(e); }
    results.push(entry);
  });
  document.getElementById('probe').textContent = JSON.stringify(results);
});
