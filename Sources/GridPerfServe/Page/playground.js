"use strict";
// The server's defaults (PlaygroundScene), written into the page where it is served.
const DEFAULTS = JSON.parse(document.body.dataset.defaults);
const $ = (id) => document.getElementById(id);
let layouts = [], presets = [], current = null, sceneMode = null, last = null, seq = 0, scrollSeq = 0;
// The preset whose view the page changes (`serve --update`), or null; whether that view's scene
// is too large to send (the page draws its window only).
let changing = null, windowOnly = false;
// A tree scene is sent once; then the server's key for it and the width (a few bytes a step).
let sceneKey = null, keyFor = null;
// One layout request at a time: inputs that arrive meanwhile are coalesced into one more, sent
// with the latest state when the answer comes (a drag ends on its last width, not on a queue).
let inFlight = false, again = false, costAbort = null;
// The scene and width the profile shown was counted for (a JSON body), or null.
let profiled = null;
// The scene drawn last (without its width) and its width: a drawing of the same scene at another
// width is a width change, whose relayout Nesting counts (the request's "from").
let drawnScene = null, drawnWidth = null, fromWidth = null;
// Each drawn leaf's number (frames index → its number as drawn), or null when many items are one path.
let drawnNumber = null;
// The parameter holding a layout's GridItems (its tracks), from its plugin (/api/layouts); undefined
// for a layout without tracks. The page names no layout: an outside plugin is offered as a built-in is.
const tracksKey = (name) => (layouts.find((l) => l.name === name) || {}).tracks;
// Above this many items the frames are drawn as one path, not an element each.
const manyItems = 2000;

// A new scene of layout `name`: a layout with tracks starts with two GridItems, fixed(70) and
// adaptive(minimum 40) (the reference texts' first quiz); one with columns, with three of them.
function defaultScene(name) {
  const info = layouts.find((l) => l.name === name) || {};
  const key = info.tracks;
  const parameters = key ? { [key]: [{ size: { fixed: 70 } }, { size: { adaptive: { minimum: 40 } } }] } : Object.assign({}, info.threeColumns || {});
  return { layout: name, parameters, width: DEFAULTS.width, items: { count: DEFAULTS.count, model: key ? "flexible:40-40" : "mix", seed: DEFAULTS.seed } };
}

function readURL(prefix) {
  const h = location.hash.startsWith(prefix) ? location.hash.slice(prefix.length) : "";
  if (!h) return null;
  try { return JSON.parse(decodeURIComponent(h)); } catch (e) { return null; }
}
// The link holds what is drawn: the generated scene (#scene=), or a tree scene with its width
// (#tree=) unless it is too long for a link (over 256 KiB encoded: then the link is left as it was).
// A tree's encoded text is made once per scene, not per step of a drag.
let urlScene = null, urlSceneFor = null;
function writeURL(scene) {
  if (sceneMode && urlSceneFor !== sceneMode) { urlSceneFor = sceneMode; urlScene = encodeURIComponent(JSON.stringify(sceneMode)); }
  const h = sceneMode ? (urlScene.length > 262144 ? null : "#tree=" + encodeURIComponent('{"scene":') + urlScene +
      encodeURIComponent(',"width":' + JSON.stringify(current.width) + "}"))
    : "#scene=" + encodeURIComponent(JSON.stringify(scene));
  if (h && h.length <= 262144) history.replaceState(null, "", h);
}
// The generated scene's controls do nothing to a tree scene: disabled while one is shown.
function markTreeMode() {
  const tree = !!sceneMode || windowOnly;
  for (const id of ["count", "model", "seed", "layout"]) $(id).disabled = tree;
  // A view drawn by its window only has the window's size (serve's --width/--height).
  for (const id of ["width", "widthSlider"]) $(id).disabled = windowOnly;
  document.querySelectorAll("#params input, #params select, #params button").forEach((e) => { e.disabled = tree; });
  // Shown only where they apply: a tree is edited in the scene box.
  document.querySelectorAll(".generated").forEach((e) => { e.style.display = tree ? "none" : ""; });
}
// After an error nothing of the previous answer stays drawn.
function clearDrawing() {
  for (const id of ["stage", "sizes", "framesNote", "cost", "costNote", "tree", "copyText"]) $(id).innerHTML = "";
  last = null;
}

function gridItemEditor(list, key) {
  const box = document.createElement("div");
  box.id = "gridItems";
  const title = document.createElement("label");
  title.textContent = "GridItems (" + key + ")";
  box.appendChild(title);
  list.forEach((item, i) => {
    const size = item.size || {};
    const kind = size.fixed !== undefined ? "fixed" : size.adaptive ? "adaptive" : "flexible";
    const b = kind === "fixed" ? { value: size.fixed } : (size[kind] || {});
    const row = document.createElement("div");
    row.className = "gi";
    row.dataset.index = i;
    row.innerHTML =
      '<div><label>kind</label><select class="kind"><option>fixed</option><option>flexible</option><option>adaptive</option></select></div>' +
      '<div><label>' + (kind === "fixed" ? "size" : "minimum") + '</label><input class="a" type="number" step="any"></div>' +
      '<div><label>maximum</label><input class="b" type="number" step="any" placeholder="∞"' + (kind === "fixed" ? " disabled" : "") + '></div>' +
      '<div><label>spacing</label><input class="s" type="number" step="any" placeholder="8"></div>' +
      '<button class="rm" title="remove">×</button>';
    row.querySelector(".kind").value = kind;
    row.querySelector(".a").value = kind === "fixed" ? b.value : (b.minimum ?? "");
    row.querySelector(".b").value = kind === "fixed" ? "" : (b.maximum ?? "");
    row.querySelector(".s").value = item.spacing ?? "";
    row.querySelector(".kind").onchange = (e) => {
      const k = e.target.value, a = Number(row.querySelector(".a").value) || 40;
      list[i] = { size: k === "fixed" ? { fixed: a } : { [k]: k === "adaptive" ? { minimum: a } : {} } };
      renderParams(); update();
    };
    row.querySelectorAll("input").forEach((input) => input.oninput = () => { list[i] = readGridItem(row); update(); });
    row.querySelector(".rm").onclick = () => { list.splice(i, 1); renderParams(); update(); };
    box.appendChild(row);
  });
  const add = document.createElement("button");
  add.id = "addGridItem";
  add.textContent = "+ GridItem";
  add.onclick = () => { list.push({ size: { flexible: {} } }); renderParams(); update(); };
  box.appendChild(add);
  return box;
}
function readGridItem(row) {
  const k = row.querySelector(".kind").value, a = row.querySelector(".a").value, b = row.querySelector(".b").value, s = row.querySelector(".s").value;
  const item = {};
  if (k === "fixed") item.size = { fixed: Number(a) };
  else { const bounds = {}; if (a !== "") bounds.minimum = Number(a); if (b !== "") bounds.maximum = Number(b); item.size = { [k]: bounds }; }
  if (s !== "") item.spacing = Number(s);
  return item;
}

function renderParams() {
  const box = $("params");
  box.innerHTML = "";
  const info = layouts.find((l) => l.name === current.layout);
  if (!info) return;
  for (const p of info.parameters) {
    if (tracksKey(current.layout) === p.name) {
      if (!Array.isArray(current.parameters[p.name])) current.parameters[p.name] = [{ size: { flexible: {} } }];
      box.appendChild(gridItemEditor(current.parameters[p.name], p.name));
      continue;
    }
    const label = document.createElement("label");
    label.textContent = p.name + " — " + p.summary;
    let input;
    if (p.type === "choice") {
      input = document.createElement("select");
      input.innerHTML = '<option value="">(default: ' + p.default + ')</option>' + p.choices.map((c) => "<option>" + c + "</option>").join("");
      input.value = current.parameters[p.name] ?? "";
    } else if (p.type === "json") {
      input = document.createElement("textarea");
      input.rows = 2;
      input.placeholder = p.format;
      input.value = current.parameters[p.name] !== undefined ? JSON.stringify(current.parameters[p.name]) : "";
    } else {
      input = document.createElement("input");
      input.type = "number";
      input.step = p.type === "integer" ? "1" : "any";
      input.placeholder = p.default;
      input.value = current.parameters[p.name] ?? "";
    }
    input.id = "param-" + p.name;
    input.oninput = () => {
      const v = input.value;
      if (v === "") delete current.parameters[p.name];
      else if (p.type === "choice") current.parameters[p.name] = v;
      else if (p.type === "json") { try { current.parameters[p.name] = JSON.parse(v); } catch (e) { current.parameters[p.name] = v; } }
      else current.parameters[p.name] = Number(v);
      update();
    };
    box.appendChild(label);
    box.appendChild(input);
  }
}

function showControls() {
  $("layout").value = current.layout;
  $("width").value = current.width;
  $("widthSlider").value = Math.min(1200, current.width);
  $("widthShown").textContent = current.width;
  $("count").value = current.items.count;
  $("model").value = current.items.model;
  $("seed").value = current.items.seed;
  renderParams();
}

function clearErrors() { document.querySelectorAll(".err").forEach((e) => e.textContent = ""); }
function showError(field, message) {
  const exact = document.querySelector('.err[data-field="' + field + '"]');
  const prefix = [...document.querySelectorAll(".err")].find((e) => field.startsWith(e.dataset.field));
  (exact || prefix || document.querySelector('.err[data-field="body"]')).textContent = message;
}

async function post(path, body, signal) {
  const r = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), signal });
  const json = await r.json();
  return { ok: r.ok, status: r.status, json };
}

// This page's id and its layout request's number: the server drops work a newer request replaced.
const pageId = Math.random().toString(36).slice(2) + Date.now().toString(36);

// What names the scene drawn: the generated one, or a tree scene (by its key once the server has it).
function sceneBody(extra) {
  const page = { page: pageId, seq };
  if (!sceneMode) return Object.assign({}, current, extra || {}, page);
  const named = sceneKey && keyFor === sceneMode ? { sceneKey } : { scene: sceneMode };
  return Object.assign(named, { width: current.width }, extra || {}, page);
}

// The scene and width drawn, whichever request of this page asks.
function sceneIdentity() { const b = sceneBody(); delete b.page; delete b.seq; return JSON.stringify(b); }

// `post` of the scene drawn; a key the server forgot (a restart) is answered by sending the scene.
async function postScene(path, extra, signal) {
  let res = await post(path, sceneBody(extra), signal);
  if (!res.ok && res.json.field === "sceneKey") { sceneKey = null; res = await post(path, sceneBody(extra), signal); }
  if (res.ok && res.json.sceneKey && sceneMode) { sceneKey = res.json.sceneKey; keyFor = sceneMode; }
  return res;
}

async function update() {
  if (inFlight) { again = true; return; }
  inFlight = true;
  try { await layOut(); } finally { inFlight = false; }
  if (again) { again = false; update(); }
}

// The panels that show the cost of the scene drawn: marked while the next answer is pending.
const measuredPanels = ["costBox", "treeBox", "tracksBox", "scrollBox"];
function markStale(stale) { for (const id of measuredPanels) $(id).classList.toggle("stale", stale); }

async function layOut() {
  const mine = ++seq;
  const started = performance.now();
  if (costAbort) costAbort.abort();
  writeURL(current);
  markTreeMode();
  // An error of the request before is not of this one; the panels are of the scene drawn before.
  clearErrors();
  markStale(true);
  $("status").textContent = "laying out…";
  let res;
  try { res = await postScene("/api/layout"); } catch (e) { if (mine === seq) $("status").textContent = "the server does not answer"; return; }
  if (mine !== seq) return;
  clearErrors();
  if (!res.ok) {
    // Nothing of the previous scene stays up beside an error: its frames, cost, tracks, scroll, nesting.
    clearDrawing(); markStale(false);
    for (const id of ["tracksBox", "scrollBox", "treeBox"]) $(id).style.display = "none";
    showError(res.json.field || "body", res.json.error); $("status").textContent = "error (HTTP " + res.status + ")";
    drawnScene = null;
    return;
  }
  // The same scene at another width: a width change (Nesting counts the relayout from the width before).
  // A tree is the scene object drawn (a paste or a preset makes a new one), generated items their settings.
  const identity = sceneMode || JSON.stringify(Object.assign({}, current, { width: null }));
  // (The same scene drawn again at the same width — a coalesced request — keeps the action it showed.)
  if (identity !== drawnScene) fromWidth = null;
  else if (drawnWidth !== current.width) fromWidth = drawnWidth;
  drawnScene = identity; drawnWidth = current.width;
  last = res.json;
  const fetched = performance.now();
  // A profile belongs to the scene and width it counted: any other drawing clears it.
  if (profiled !== sceneIdentity()) { $("profile").textContent = ""; profiled = null; }
  draw(last);
  const ms = performance.now() - started;
  document.body.dataset.lastFetchMs = (fetched - started).toFixed(2);
  document.body.dataset.lastRedrawMs = ms.toFixed(2);
  document.body.dataset.lastWidth = String(current.width);
  document.body.dataset.lastDrawAt = performance.now().toFixed(1);
  document.body.dataset.redraws = String((Number(document.body.dataset.redraws) || 0) + 1);
  $("status").textContent = "redrawn in " + ms.toFixed(1) + " ms; measuring…";
  measureLater(mine, ms);
}

// The cost after the frames, once the controls rest for 200 ms: repeated passes take a while,
// and neither the drawing nor a drag should wait for them; a newer drawing cancels it.
async function measureLater(mine, ms) {
  await new Promise((resolve) => setTimeout(resolve, 200));
  if (mine !== seq || inFlight) return;
  costAbort = new AbortController();
  const cost = await postScene("/api/cost", fromWidth === null ? null : { from: fromWidth }, costAbort.signal).catch(() => null);
  if (mine !== seq || !cost) return;
  if (cost.ok) {
    if (cost.json.tree) { last.tree = cost.json.tree; drawTree(cost.json.tree); }
    drawCost(cost.json.cost);
    document.body.dataset.costs = String((Number(document.body.dataset.costs) || 0) + 1);
  } else if (cost.status !== 409) {
    // No cost of this scene: the previous scene's is not left up in its place.
    drawCost(null); drawTree(null);
    showError(cost.json.field || "body", cost.json.error);
  }
  if (cost.status !== 409) markStale(false);
  $("status").textContent = "redrawn in " + ms.toFixed(1) + " ms";
}

function fmt(v) { return Number.isInteger(v) ? String(v) : v.toFixed(2).replace(/\.?0+$/, ""); }
/** `n` and its noun, singular for one: "1 item", "2 items", "1 leaf", "3 leaves". */
function count(n, one, many) { return fmt(n) + " " + (n === 1 ? one : many || one + "s"); }
function ns(v) { return v >= 1e6 ? (v / 1e6).toFixed(2) + " ms" : v >= 1e3 ? (v / 1e3).toFixed(2) + " µs" : fmt(v) + " ns"; }

// Frame `f` ([x, y, width, height]) as an SVG path's rectangle: many frames drawn as one path.
function framePath(f) { return "M" + f[0] + " " + f[1] + "h" + f[2] + "v" + f[3] + "h" + -f[2] + "z"; }

// Puts SVG rect `el` at frame `f` ([x, y, width, height]).
function setRect(el, f) {
  el.setAttribute("x", f[0]); el.setAttribute("y", f[1]); el.setAttribute("width", f[2]); el.setAttribute("height", f[3]);
}

// The tooltip beside the pointer of event `e`.
function showTip(e, text) {
  $("tip").style.display = "block";
  $("tip").style.left = e.clientX + 12 + "px";
  $("tip").style.top = e.clientY + 12 + "px";
  $("tip").textContent = text;
}

function draw(r) {
  const pw = r.proposal.width, w = r.size.width, h = r.size.height;
  const extentW = Math.max(w, pw || 0, 1), extentH = Math.max(h, 1);
  // Small scenes drawn larger (up to 2.5×), wide ones fitted to the panel.
  const room = Math.max(200, ($("stage").clientWidth || 900) - 8);
  const scale = Math.min(2.5, room / extentW);
  const parts = ['<svg id="frames" xmlns="http://www.w3.org/2000/svg" width="' + (extentW * scale + 4) + '" height="' + (extentH * scale + 4) +
    '" viewBox="-2 -2 ' + (extentW + 4 / scale) + " " + (extentH + 4 / scale) + '" data-width="' + w + '" data-height="' + h + '">'];
  // Many items are one path (the browser builds one element instead of thousands: at
  // 10,000 items the redraw took most of a width change); hovering finds the item by
  // its frame instead of by element.
  const many = r.frames.length > manyItems;
  drawnNumber = null;
  if (many) {
    const d = r.frames.map(framePath);
    parts.push('<path class="items" d="' + d.join("") + '"/>');
  } else {
    // A background's leaves (a chip's capsule) are drawn first, under the view they are behind.
    const under = new Set(r.under || []);
    const order = r.frames.map((_, i) => i).filter((i) => under.has(i)).concat(r.frames.map((_, i) => i).filter((i) => !under.has(i)));
    // Leaves are numbered as the page draws them (a background's leaf is drawn under its view and
    // not numbered): 0, 1, 2… in the frames' order, the number the tooltip gives. A label is drawn
    // only inside a box it fits in (a divider's or a star's would cover it); hovering names every box.
    drawnNumber = new Map();
    for (let i = 0; i < r.frames.length; i++) if (!under.has(i)) drawnNumber.set(i, drawnNumber.size);
    for (const i of order) {
      const f = r.frames[i];
      parts.push('<rect class="item' + (under.has(i) ? " under" : "") + '" data-index="' + i + '" data-frame="' + f.join(",") + '" x="' + f[0] + '" y="' + f[1] + '" width="' + f[2] + '" height="' + f[3] + '"/>');
      const label = String(drawnNumber.get(i));
      if (r.frames.length <= 200 && !under.has(i) && f[2] * scale > 6 * label.length + 6 && f[3] * scale > 13) {
        parts.push('<text x="' + (f[0] + 2 / scale) + '" y="' + (f[1] + 10 / scale) + '" style="font-size:' + (9 / scale) + 'px">' + label + "</text>");
      }
    }
  }
  // A tree's containers, outlined over their leaves (deeper ones darker); hovering one names its
  // path. Many are one path per depth, as many leaves are.
  const containers = r.containers || [];
  // Past the server's maximumNamedContainers (2,000) they come without paths: one outline a depth.
  if (containers.length > manyItems || (containers.length && containers[0].path === undefined)) {
    const byDepth = [[], [], [], [], []];
    for (const c of containers) {
      if (!c.frame) continue;
      const f = c.frame;
      byDepth[Math.min(c.depth, 4)].push(framePath(f));
    }
    byDepth.forEach((d, depth) => { if (d.length) parts.push('<path class="container depth' + depth + '" d="' + d.join("") + '"/>'); });
  } else {
    containers.forEach((c, k) => {
      if (!c.frame) return;
      const f = c.frame;
      parts.push('<rect class="container depth' + Math.min(c.depth, 4) + '" data-container="' + k + '" data-kind="' + c.kind + '" x="' + f[0] + '" y="' + f[1] + '" width="' + f[2] + '" height="' + f[3] + '"/>');
    });
  }
  parts.push('<g id="realized"></g><rect id="hover" class="hover" width="0" height="0"/><rect id="modifierOutline" class="modifiers" width="0" height="0"/>');
  parts.push('<rect class="reported" x="0" y="0" width="' + w + '" height="' + h + '"/>');
  if (pw !== null) parts.push('<line class="proposal" x1="' + pw + '" y1="0" x2="' + pw + '" y2="' + extentH + '"/>');
  parts.push('<rect class="viewport" id="viewport" x="0" y="0" width="0" height="0"/>');
  parts.push("</svg>");
  $("stage").innerHTML = parts.join("");
  $("sizes").innerHTML = "proposed <b>" + (pw === null ? "nil" : fmt(pw)) + (r.proposal.height === null ? "" : " × " + fmt(r.proposal.height)) +
    "</b> (red dashes) → reported <b>" + fmt(w) + " × " + fmt(h) + "</b> (green); " + count(r.count, "item") +
    (r.leafCount !== undefined ? ", " + count(r.leafCount, "leaf", "leaves") + " (filled) and " + count(r.containerCount, "container") + " (outlined)" : "");
  // A tree sends what lies within its reported size; what lies beyond (a scroll view's content
  // past its height) is counted and said, not drawn.
  const total = r.leafCount !== undefined ? r.leafCount - r.leavesBeyond : r.count;
  $("framesNote").textContent = (r.framesSent < total ? "the first " + r.framesSent + " of " + total + " frames are drawn" : "") +
    (r.leavesBeyond ? (r.framesSent < total ? "; " : "") + r.leavesBeyond + " of the " + r.leafCount + " leaves lie beyond the reported " + fmt(w) + " × " + fmt(h) + " (a scroll view's content past its height): not drawn" : "");
  const svg = $("frames");
  // A view's layout modifiers (padding, frame…) outlined on hover: the frame the outermost was given.
  const outline = (m) => {
    setRect($("modifierOutline"), m ? m.frame : [0, 0, 0, 0]);
    return m ? "  modifiers " + m.names.join(" › ") + " (dashed: " + fmt(m.frame[2]) + " × " + fmt(m.frame[3]) + ")" : "";
  };
  svg.onmousemove = (e) => {
    const t = e.target;
    if (t.dataset && t.dataset.container !== undefined) {
      const c = r.containers[Number(t.dataset.container)], f = c.frame;
      showTip(e, c.path + "  (" + c.kind + ", depth " + c.depth + ")  x " + fmt(f[0]) + "  y " + fmt(f[1]) + "  " + fmt(f[2]) + " × " + fmt(f[3]) + outline(c.modifiers));
      return;
    }
    let i = t.dataset && t.dataset.index !== undefined ? Number(t.dataset.index) : -1;
    if (i < 0 && many) {
      const point = svg.createSVGPoint();
      point.x = e.clientX; point.y = e.clientY;
      const q = point.matrixTransform(svg.getScreenCTM().inverse());
      i = r.frames.findIndex((f) => q.x >= f[0] && q.x <= f[0] + f[2] && q.y >= f[1] && q.y <= f[1] + f[3]);
      setRect($("hover"), r.frames[i] || [0, 0, 0, 0]);
    }
    if (i < 0) { $("tip").style.display = "none"; outline(null); return; }
    // A leaf is named by its number as drawn (see above) and its path as Nesting writes it; its
    // proposal is the last one it was measured at.
    const f = r.frames[i], p = r.proposed[i];
    const path = r.leafPaths && r.leafPaths[i] ? "  " + r.leafPaths[i] : "";
    const n = drawnNumber && drawnNumber.has(i) ? "#" + drawnNumber.get(i) : drawnNumber ? "background" : "#" + i;
    showTip(e, n + path + "  x " + fmt(f[0]) + "  y " + fmt(f[1]) + "  " + fmt(f[2]) + " × " + fmt(f[3]) +
      "  — last proposed " + (p ? (p[0] === null ? "nil" : fmt(p[0])) + " × " + (p[1] === null ? "nil" : fmt(p[1])) : "(not measured)") +
      outline(r.leafModifiers && r.leafModifiers[i]));
  };
  svg.onmouseleave = () => { $("tip").style.display = "none"; outline(null); };
  drawTracks(r.tracks);
  // A tree's nesting count comes with its cost, after the frames.
  if (r.tree) drawTree(r.tree);
  else if (r.leafCount !== undefined) { $("treeBox").style.display = ""; $("tree").innerHTML = '<p class="note">counting…</p>'; }
  else drawTree(null);
  if (r.cost) drawCost(r.cost);
  // A lazy root scrolls a 600-point viewport over its content; a tree, its scroll view over the
  // lazy container inside (r.scroll: its content's extent and the scroll view's length).
  // Shown only where there is something to scroll: content longer than the viewport.
  const scrollable = r.scroll ? r.scroll.extent > r.scroll.viewport : !!r.lazy && r.size.height > 600;
  $("scrollBox").style.display = scrollable ? "" : "none";
  // The earlier scene's scroll steps are not this one's, shown or not.
  $("scroll").value = 0; $("scrollLog").tBodies[0].innerHTML = ""; $("scrollNote").textContent = "";
  if (scrollable) $("scroll").max = Math.max(0, Math.floor(r.scroll ? r.scroll.extent - r.scroll.viewport : r.size.height - 600));
  // The copy shown follows the drawing; the scene file (it may be megabytes) is fetched again
  // only on request, and until then says so rather than show the previous scene's.
  const kind = $("copyText").dataset.kind || "swiftUI";
  if (kind !== "scene") showCopy(kind);
  else $("copyText").textContent = "(the scene or its width changed: press “scene file” for the file as drawn)";
}

function drawTracks(t) {
  if (!t) { $("tracksBox").style.display = "none"; return; }
  $("tracksBox").style.display = "";
  const side = (title, d) => "<p><b>" + title + "</b> (" + fmt(d.length) + "): " +
    d.tracks.map((g) => (g.count > 1 ? g.count + " × " : "") + fmt(g.size)).join(", ") + " → extent " + fmt(d.extent) + "</p><pre>" + d.steps.join("\n") + "</pre>";
  let html = side("At the proposal", t.atProposal);
  if (t.atReported) html += side("At the reported " + (t.axis === "columns" ? "width" : "height"), t.atReported);
  if (t.differ) html = '<p class="quirk" id="quirk">The ' + t.axis + " differ between the two passes: SwiftUI sizes the grid at the proposal, then places it in the size it reported.</p>" + html;
  $("tracks").innerHTML = html;
}

// What nesting cost in the pass the last action made (a first layout, or the relayout after a width
// change): measure calls by depth, per leaf, the hottest leaf.
function drawTree(t) {
  if (!t) { $("treeBox").style.display = "none"; return; }
  $("treeBox").style.display = "";
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  let html = "<table><tr><th>depth</th><th>measure calls</th><th>hits</th><th>misses</th><th>place calls</th></tr>" +
    t.depths.map((d) => "<tr><td>" + d.depth + "</td><td>" + fmt(d.measureCalls) + "</td><td>" + fmt(d.hits) + "</td><td>" + fmt(d.misses) + "</td><td>" + fmt(d.placeCalls) + "</td></tr>").join("") + "</table>";
  if (t.perLeaf) html += "<p>Measure calls per leaf in that pass: min " + fmt(t.perLeaf.min) + ", median " + fmt(t.perLeaf.median) + ", max <b>" + fmt(t.perLeaf.max) + "</b></p>";
  if (t.hottest) html += '<p>Hottest leaf: <code id="hottest">' + esc(t.hottest.path) + "</code> (" + count(t.hottest.calls, "call") + ")" +
    (t.hottest.calls > t.threshold ? ' <span class="quirk">more than ' + fmt(t.threshold) + " a pass</span>" : "") + "</p>";
  // A lazy container in a scroll view: what this pass measured against what SwiftUI realises on screen.
  if (t.lazy) html += '<p id="lazyNote">' + esc(t.lazy.kind) + ": this pass measured its " + count(t.lazy.subviews, "subview") +
    " (gridperf's full pass, as gridperf run counts it); SwiftUI's lazy container realises only those on screen: " +
    fmt(t.lazy.onScreen) + " with the scroll view at the top (the Scroll panel scrolls it)</p>";
  const findings = t.findings.filter((f) => !f.startsWith("leaves measured"));
  if (findings.length) html += "<pre>" + findings.map(esc).join("\n") + "</pre>";
  $("tree").innerHTML = html;
  $("treeNote").textContent = (t.pass === "width"
    ? "The relayout your width change made (" + fmt(t.from) + " → " + fmt(current.width) + " points), as gridperf run's new width passes count it"
    : "The scene's first layout (what a screen waits for when it appears), as gridperf run's first passes count it") +
    ", at every depth (1: the root's items).";
}

function drawCost(c) {
  if (!c) { $("cost").innerHTML = ""; return; }
  const v = (x) => x === undefined ? "—" : typeof x === "object" ? "n/a (" + x.unavailable + ")" : fmt(x);
  // The passes a user waits for first, as gridperf run reports them; then the steady repeat, labelled.
  const waited = (p, name) => !p ? [] : p.unavailable ? [[name, "n/a (" + p.unavailable + ")"]] :
    [[name + " (median)", p.time ? ns(p.time.median) + " (p25–p75 " + ns(p.time.p25) + " – " + ns(p.time.p75) + ")" : "—"],
     [name + ": measure calls (whole tree)", v(p.measureCalls)], [name + ": misses", v(p.measureMisses)],
     [name + ": allocations", v(p.allocations)]];
  const rows = waited(c.first, "first layout").concat(waited(c.width, "new width")).concat([
    ["steady repeat, time per pass (median)", c.time ? ns(c.time.median) : "—"], ["p25 – p75", c.time ? ns(c.time.p25) + " – " + ns(c.time.p75) : "—"],
    ["passes timed", v(c.passes)], ["measure calls", v(c.measureCalls)], ["measurement cache hits", v(c.measureHits)],
    ["measurement cache misses", v(c.measureMisses)], ["layout cache hits", v(c.layoutCacheHits)], ["layout cache misses", v(c.layoutCacheMisses)],
    ["allocations per pass", v(c.allocations)], ["bytes allocated per pass", v(c.allocatedBytes)]]);
  $("cost").innerHTML = rows.map((r) => "<tr><td>" + r[0] + '</td><td data-metric="' + r[0] + '">' + r[1] + "</td></tr>").join("");
  // A tree's two counts of measure calls differ by what they count: said, not left to puzzle over.
  const depths = last && last.tree ? last.tree.depths : null;
  const total = depths ? depths.reduce((a, d) => a + d.measureCalls, 0) : 0;
  $("costNote").textContent = "Measured in the server, as gridperf run measures them: a fresh scene's first layout " +
    "(what a screen waits for when it appears), the root given new widths (a rotation, a window resized: 12 widths " +
    "around this one), then the steady repeat, the same proposal again with nothing changed (SwiftUI runs no layout then)." + (depths ?
    " The steady repeat's measure calls are the root's calls on its own items a pass (gridperf run's \"measure calls\" column); " +
    "Nesting counts the calls each depth received in the pass your last action made (" +
    (last.tree.pass === "width" ? "the relayout after the width change" : "the first layout") + "): " + fmt(total) + " in all." : "");
}

// `asked`: the user pressed the button. A large scene's SwiftUI code does not come with its frames
// (a drag would carry megabytes of it): it is written on request.
async function showCopy(kind, asked) {
  $("copyText").dataset.kind = kind;
  if (windowOnly) { $("copyText").textContent = "(this view's scene is not sent to the page: gridperf layout --source … --view … writes it)"; return ""; }
  if (kind === "swiftUI" && last && last.copy && last.copy.swiftUIOnRequest) {
    if (!asked) { $("copyText").textContent = "(a large scene: press “SwiftUI” to write its code)"; return ""; }
    $("copyText").textContent = "(writing…)";
    const res = await postScene("/api/swiftui");
    $("copyText").textContent = res.ok ? res.json.text : res.json.error;
    return $("copyText").textContent;
  }
  if (kind !== "scene") { $("copyText").textContent = last && last.copy ? last.copy[kind] : ""; return ""; }
  const res = await postScene("/api/scenefile");
  $("copyText").textContent = res.ok ? res.json.text : res.json.error;
  return $("copyText").textContent;
}

async function scrollTo(offset) {
  if (!last || !(last.lazy || last.scroll)) return;
  const mine = ++scrollSeq;
  const res = await postScene("/api/scroll", { offset, viewport: 600 });
  if (mine !== scrollSeq) return;
  if (!res.ok) { showError(res.json.field || "body", res.json.error); return; }
  const s = res.json;
  const overlay = $("realized");
  if (overlay) overlay.innerHTML = s.realized.map((f) => '<rect class="realized" x="' + f[1] + '" y="' + f[2] + '" width="' + f[3] + '" height="' + f[4] + '"/>').join("");
  const vp = $("viewport");
  // A tree: the scroll view stays where it is; its realised items are drawn where it shows them.
  if (vp) setRect(vp, s.viewportFrame || [0, offset, last.size.width, 600]);
  // A jump places lines not yet measured at an estimate (as SwiftUI does): say how far
  // the realised items sit from their full-pass frames (a lazy root's: a tree's items are its
  // containers', not the leaves drawn).
  let moved = 0, most = 0;
  for (const f of s.viewportFrame ? [] : s.realized) {
    const g = last.frames[f[0]];
    if (!g) continue;
    const d = Math.max(Math.abs(f[1] - g[0]), Math.abs(f[2] - g[1]));
    if (d > 1e-6) { moved += 1; most = Math.max(most, d); }
  }
  $("scrollNote").textContent = s.realizedCount + (s.viewportFrame ? " items of the scroll view's lazy container realised (amber, where the scroll view shows them)" : " items realised") +
    " at offset " + fmt(offset) + " of " + fmt(s.contentExtent) +
    (moved ? "; " + moved + " sit up to " + fmt(most) + " pt from their full-pass frames (lines above not measured yet: placed at an estimate, as SwiftUI does)" : "");
  const row = "<tr><td>" + fmt(offset) + "</td><td>" + s.realizedCount + "</td><td>" + ns(s.time) + "</td><td>" + s.measureCalls + "</td><td>" + s.measureMisses + "</td></tr>";
  const body2 = $("scrollLog").tBodies[0];
  body2.insertAdjacentHTML("afterbegin", row);
  while (body2.rows.length > 12) body2.deleteRow(-1);
}

// The state-change panel: shown for a view served with --update, hidden for any other scene.
function showChanging(preset) {
  changing = preset && preset.update ? preset.name : null;
  $("updateBox").style.display = changing ? "" : "none";
  $("updateCode").textContent = changing ? preset.update : "";
  $("updateLog").tBodies[0].innerHTML = ""; $("updateCauses").innerHTML = ""; $("updateNote").textContent = "";
  drawWindow(null);
}

function esc(t) { return String(t).replace(/&/g, "&amp;").replace(/</g, "&lt;"); }

// The window after a change (or the start): its leaves on screen, those the change touched in amber
// (POST /api/update's "window": never the whole scene, so a change at 100,000 items draws what is on screen).
function drawWindow(w, step) {
  if (!w) { $("updateWindow").innerHTML = ""; $("updateWindowNote").textContent = ""; $("updateViews").textContent = ""; $("updateViewsBox").style.display = "none"; return; }
  const [ww, wh] = w.size, scale = Math.min(1, 420 / Math.max(wh, 1));
  const changed = new Set(w.changed);
  const parts = ['<svg id="windowFrames" xmlns="http://www.w3.org/2000/svg" width="' + (ww * scale + 4) + '" height="' + (wh * scale + 4) +
    '" viewBox="-2 -2 ' + (ww + 4 / scale) + " " + (wh + 4 / scale) + '">'];
  if (w.frames.length > manyItems) {
    parts.push('<path class="items" d="' + w.frames.filter((_, i) => !changed.has(i)).map(framePath).join("") + '"/>');
    parts.push('<path class="items changed" d="' + w.frames.filter((_, i) => changed.has(i)).map(framePath).join("") + '"/>');
  } else {
    w.frames.forEach((f, i) => parts.push('<rect class="item' + (changed.has(i) ? " changed" : "") + '" data-element="' + w.element[i] +
      '" x="' + f[0] + '" y="' + f[1] + '" width="' + f[2] + '" height="' + f[3] + '"><title>' +
      (w.element[i] >= 0 ? "element " + w.element[i] + ": " : "") + fmt(f[2]) + " × " + fmt(f[3]) + "</title></rect>"));
  }
  parts.push('<rect class="reported" x="0" y="0" width="' + ww + '" height="' + wh + '"/></svg>');
  $("updateWindow").innerHTML = parts.join("");
  const shown = new Set(w.element).size;
  $("updateWindowNote").textContent = "The window (" + fmt(ww) + " × " + fmt(wh) + ") " + (step === undefined ? "as the view starts" : "after change " + step) + ": " +
    count(w.frames.length, "leaf", "leaves") + " on screen" + (w.elements !== undefined ? ", of " + count(shown, "element") + " of the lazy container's " + w.elements.toLocaleString("en-US") +
    " (its scroll view at the top)" : "") + "; " + (step === undefined ? "" : count(w.changed.length, "leaf", "leaves") + " touched by the change (amber)");
  const views = w.views || [];
  $("updateViewsBox").style.display = views.length ? "" : "none";
  $("updateViews").textContent = views.length ? JSON.stringify(views, null, 1) : "";
}

// One change (or a fresh start): its counts in the log, its causes below, its window drawn. The
// scene the page drew stays: the answer holds what the window shows, not the scene.
async function runChange(reset, selected) {
  if (!changing) return;
  const clicked = performance.now();
  clearErrors();
  const res = await post("/api/update", { preset: changing, reset }).catch(() => null);
  if (!res) { $("status").textContent = "the server does not answer"; return; }
  if (!res.ok) { showError(res.json.field || "update", res.json.error); return; }
  const u = res.json;
  if (reset) { $("updateLog").tBodies[0].innerHTML = ""; $("updateCauses").innerHTML = ""; }
  $("updateNote").textContent = u.started && !reset
    ? "Started again from a fresh view: the server runs the " + u.rehearsed + " changes a bounded child ran first."
    : selected ? "" : reset ? "A fresh view, its state made anew." : "";
  drawWindow(u.window, u.counts ? u.step - 1 : undefined);
  if (!u.counts) return;
  const c = u.counts;
  $("updateLog").tBodies[0].insertAdjacentHTML("afterbegin", "<tr><td>" + (u.step - 1) + "</td><td><b>" + c.bodies + "</b></td><td>" + c.sameOutput +
    "</td><td>" + c.kept + "</td><td>" + c.inserted + " / " + c.removed + "</td><td>" + c.remeasured + " of " + c.measureCalls +
    "</td><td>" + c.layoutsInvalidated + (c.afresh ? " (afresh)" : "") + "</td><td>" + ns(c.timeNs) + "</td></tr>");
  while ($("updateLog").tBodies[0].rows.length > 12) $("updateLog").tBodies[0].deleteRow(-1);
  const byCause = {};
  u.causes.forEach((e) => { (byCause[e.cause] = byCause[e.cause] || []).push(e); });
  const lines = Object.keys(byCause).map((cause) => {
    const list = byCause[cause];
    const total = list.reduce((a, e) => a + e.bodies, 0);
    return "<li><b>" + total + "</b> " + esc(cause) + " → " + list.map((e) => esc(e.view) + " " + e.bodies).join(", ") + "</li>";
  });
  // The server's finding, as the terminal's (its premise: most bodies made the same output, more than one).
  const finding = u.finding ? '<p class="note quirk">' + esc(u.finding) + "</p>" : "";
  $("updateCauses").innerHTML = "<p class=\"note\">Bodies run by change " + (u.step - 1) + ", by cause:</p><ul>" + (lines.join("") || "<li>no body ran</li>") + "</ul>" + finding;
  // From the click to the row logged (the browser check's number).
  document.body.dataset.lastChangeMs = (performance.now() - clicked).toFixed(2);
  document.body.dataset.changes = String((Number(document.body.dataset.changes) || 0) + 1);
}

// A scene shown in the scene box: whole up to 100,000 characters; a larger one (a preset of
// 10,000 cards, a state change's scene) as a one-line summary, the scene kept here — megabytes
// of text in a text box made the whole page slow.
const sceneBoxLimit = 100000;
let sceneSummary = null;
function showSceneText(scene, text = JSON.stringify(scene, null, 1)) {
  if (text.length <= sceneBoxLimit) { sceneSummary = null; $("sceneText").value = text; return; }
  sceneSummary = "// a scene of " + fmt(text.length) + " characters (" + count((scene.items || []).length, "root item") +
    "), kept by the page; press “scene file” under Copy as to see it whole, or paste another scene here";
  $("sceneText").value = sceneSummary;
}

function setWidth(v) {
  current.width = Number(v);
  $("width").value = v; $("widthSlider").value = Math.min(1200, v); $("widthShown").textContent = v;
  update();
}

async function start() {
  const [l, p] = await Promise.all([fetch("/api/layouts").then((r) => r.json()), fetch("/api/presets").then((r) => r.json())]);
  layouts = l.layouts; presets = p.presets;
  $("layout").innerHTML = layouts.map((x) => '<option value="' + x.name + '">' + x.name + "</option>").join("");
  $("preset").innerHTML += presets.map((x, i) => '<option value="' + i + '">' + x.name + "</option>").join("");
  const tree = readURL("#tree=");
  current = readURL("#scene=") || defaultScene(layouts[0].name);
  if (tree && tree.scene) {
    sceneMode = tree.scene;
    showSceneText(sceneMode);
    if (typeof tree.width === "number") current.width = tree.width;
  }
  current.parameters = current.parameters || {};
  current.items = Object.assign({ count: DEFAULTS.count, model: "mix", seed: DEFAULTS.seed }, current.items || {});
  if (current.width === undefined) current.width = DEFAULTS.width;
  showControls();
  $("updateGo").onclick = () => runChange(false);
  $("updateReset").onclick = () => runChange(true);
  $("layout").onchange = (e) => { showChanging(null); windowOnly = false; sceneMode = null; current = defaultScene(e.target.value); current.width = Number($("width").value) || DEFAULTS.width; showControls(); update(); };
  $("preset").onchange = (e) => {
    if (e.target.value === "") return;
    const pr = presets[Number(e.target.value)];
    $("presetNote").textContent = pr.note;
    showChanging(pr);
    windowOnly = false;
    // A view the page may change starts afresh, its window drawn in the state-change panel.
    if (pr.update) runChange(true, true);
    windowOnly = !!pr.request.window;
    if (windowOnly) {
      // Its scene is too large to send: the state-change panel's window is what is drawn; a
      // drawing or cost still pending for the scene before is dropped.
      seq++; if (costAbort) costAbort.abort();
      sceneMode = null; clearDrawing(); markStale(false); markTreeMode();
      $("status").textContent = "";
      for (const id of ["tracksBox", "scrollBox", "treeBox"]) $(id).style.display = "none";
      $("costNote").textContent = "This view's layout is not measured in the page (its scene is not sent): " +
        "gridperf run --source … --view … measures its first layout, a new width and the steady repeat.";
      $("framesNote").textContent = "This view's scene (" + fmt(pr.sceneBytes / 1048576) + " MiB with every lazy element evaluated) is too large to lay out in the page: " +
        "the state-change panel draws its window, as SwiftUI shows it.";
      return;
    }
    if (pr.request.scene) {
      // A tree scene, given whole: it shows in the scene box, to edit and lay out again.
      sceneMode = JSON.parse(JSON.stringify(pr.request.scene));
      showSceneText(sceneMode);
      const p = sceneMode.proposal;
      if (p && typeof p.width === "number") setWidth(p.width); else update();
      return;
    }
    sceneMode = null; current = JSON.parse(JSON.stringify(pr.request)); showControls(); update();
  };
  $("widthSlider").oninput = (e) => setWidth(e.target.value);
  $("width").oninput = (e) => { if (e.target.value !== "") setWidth(e.target.value); };
  $("count").oninput = (e) => { current.items.count = e.target.value === "" ? 0 : Number(e.target.value); update(); };
  $("model").onchange = (e) => { current.items.model = e.target.value; update(); };
  $("seed").oninput = (e) => { current.items.seed = Number(e.target.value); update(); };
  $("sceneGo").onclick = () => {
    showChanging(null); windowOnly = false;
    // The box's summary of a large scene stands for the scene it summarises.
    if ($("sceneText").value !== sceneSummary) {
      try { sceneMode = JSON.parse($("sceneText").value); } catch (e) { clearErrors(); showError("scene", "scene: not JSON: " + e.message); return; }
    }
    if (sceneMode.proposal && typeof sceneMode.proposal.width === "number") setWidth(sceneMode.proposal.width); else update();
  };
  $("sceneFile").onchange = async (e) => {
    const f = e.target.files[0];
    if (!f) return;
    const text = await f.text();
    if (text.length <= sceneBoxLimit) { $("sceneText").value = text; $("sceneGo").click(); return; }
    // A large file is parsed here and summarised in the box (see showSceneText).
    try { sceneMode = JSON.parse(text); } catch (err) { clearErrors(); showError("scene", "scene: not JSON: " + err.message); return; }
    showSceneText(sceneMode, text);
    $("sceneGo").click();
  };
  document.querySelectorAll("[data-copy]").forEach((b) => b.onclick = async () => {
    await showCopy(b.dataset.copy, true);
    if (navigator.clipboard) navigator.clipboard.writeText($("copyText").textContent).catch(() => {});
  });
  $("scroll").oninput = (e) => scrollTo(Number(e.target.value));
  $("profileGo").onclick = async () => {
    if (sceneMode || windowOnly) { $("profile").textContent = ""; showError("profile", "profile: takes generated items, not a scene file"); return; }
    $("profile").textContent = "counting under callgrind…";
    profiled = sceneIdentity();
    const res = await post("/api/profile", current);
    if (!res.ok) { $("profile").textContent = ""; showError(res.json.field || "profile", res.json.error); return; }
    const p = res.json;
    $("profile").innerHTML = '<p><b id="instructions">' + fmt(p.instructions) + "</b> instructions per pass (" + p.event + ", " + p.passes + " passes)</p>" +
      "<table>" + p.top.map((t) => "<tr><td>" + t[0].replace(/</g, "&lt;") + "</td><td>" + fmt(t[1]) + "</td></tr>").join("") + "</table>" +
      '<div style="overflow:auto">' + p.flameGraph + "</div>";
  };
  await update();
  document.body.dataset.ready = "1";
}
start();
