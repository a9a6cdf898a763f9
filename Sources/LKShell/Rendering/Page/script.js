(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("lks-data").textContent);
  var M = data.metrics, steps = data.steps, layouts = data.layouts;
  var $ = function (id) { return document.getElementById(id); };
  var list = $("list");
  var current = 0, playing = false, running = null;
  var page = window.lksPage = { data: data, steps: steps, layouts: layouts, metrics: M, drawTimes: [],
    current: function () { return current; } };

  // Control characters are shown as their pictures (ESC as ␛), never interpreted; multi-line text (the log, an
  // error's explanation) keeps its line ends. C1 controls, line and paragraph separators and bidirectional
  // formatting are written as the text output writes them (\u202e: TerminalText), so none reorders a row.
  function shown(text, lines) {
    return String(text).replace(lines ? /[\u0000-\u0009\u000b-\u001f\u007f]/g : /[\u0000-\u001f\u007f]/g,
      function (c) {
      var code = c.charCodeAt(0);
      return String.fromCharCode(code === 127 ? 0x2421 : 0x2400 + code);
    }).replace(/[\u0080-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufdd0\ufdd1]/g, function (c) {
      return "\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
    });
  }
  page.shown = shown;
  function el(tag, cls, text, lines) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = shown(text, lines);
    return node;
  }
  function key(s, i) { return s + "." + i; }

  // What a step's still adds to its layout (decorations): the rows the batch deleted (and those a move took off
  // screen), drawn struck through where they were, the deleted sections' headers, the changes off screen counted in
  // the bands, and each moved row's old index path. Ghosts are anchored to what the view still draws: the top, the
  // start or end of a section, a row (after coordinates).
  var NONE = { ghosts: {}, above: "", below: "", from: {}, sections: {}, count: 0 };
  var OFF = ["inserted", "deleted", "moved", "reloaded", "reconfigured", "inserted", "deleted"];
  function phrase(counts) {
    var out = [];
    (counts || []).forEach(function (n, j) {
      if (n) out.push((j === 0 || j === 5 ? "+" : "") + n.toLocaleString("en-US")
        + (j >= 5 ? (n === 1 ? " section" : " sections") : "") + " " + OFF[j]);
    });
    return out.join(", ");
  }
  function decorations(i) {
    var step = steps[i], u = step.u;
    if (!u || i === 0 || step.k === "error") return NONE;
    var before = layouts[steps[i - 1].L], after = layouts[step.L];
    var d = { ghosts: {}, above: phrase(u.oa), below: phrase(u.ob), from: {}, sections: {}, count: 0 };
    // Section inserts, moves and reloads are marked on their headers (deletes are ghosts).
    (u.si || []).forEach(function (x) { d.sections[x] = ["inserted", "+ inserted section"]; });
    (u.sr || []).forEach(function (x) { d.sections[x] = ["reloaded", "↻ reloaded section"]; });
    (u.sm || []).forEach(function (m) { d.sections[m[1]] = ["moved", "→ moved section " + m[0] + " → " + m[1]]; });
    var drawn = {}, drawnSections = {}, dest = {}, sectionTo = {}, moved = {};
    after.sec.forEach(function (s) {
      drawnSections[s.x] = true;
      s.rows.forEach(function (r) { drawn[key(r.s, r.i)] = true; });
    });
    (u.rd || []).forEach(function (p) { dest[key(p[0][0], p[0][1])] = p[1]; });
    (u.sdst || []).forEach(function (p) { sectionTo[p[0]] = p[1]; });
    (u.m || []).forEach(function (p) {
      moved[key(p[0][0], p[0][1])] = true;
      d.from[key(p[1][0], p[1][1])] = key(p[0][0], p[0][1]);
    });
    var anchor = "top";
    function put(ghost) { (d.ghosts[anchor] = d.ghosts[anchor] || []).push(ghost); d.count++; }
    before.sec.forEach(function (s) {
      var to = sectionTo[s.x], kept = to !== null && to !== undefined && drawnSections[to];
      if (kept) anchor = "sec:" + to;
      if (to === null) put({ kind: "ghdr", section: s });
      s.rows.forEach(function (r) {
        var k = key(r.s, r.i), t = dest[k];
        if (t === null) { put({ kind: "ghost", row: r }); return; }
        if (t === undefined) return;
        var tk = key(t[0], t[1]);
        if (drawn[tk]) anchor = "row:" + tk;
        else if (moved[k]) put({ kind: "ghost", row: r, to: tk });
      });
      if (kept) anchor = "end:" + to;
    });
    return d;
  }
  page.decorations = decorations;

  // Geometry: where each piece of a layout goes (y in points from the top of the list), with a step's decorations.
  // Pieces that are not the layout's own (ghosts, a band only for changes) are "extra".
  function geometry(layout, deco) {
    deco = deco || NONE;
    var g = { rows: {}, headers: {}, footers: {}, pieces: [], height: 0 };
    var y = 0, multi = layout.secs > 1;
    function ghosts(anchor) {
      (deco.ghosts[anchor] || []).forEach(function (ghost) {
        var h = ghost.kind === "ghdr" ? (ghost.section.h !== undefined ? M.header : 22) : M.row;
        g.pieces.push({ kind: ghost.kind, y: y, ghost: ghost, h: h, extra: true });
        y += h;
      });
    }
    function band(above) {
      var own = above ? layout.above > 0 || layout.sa > 0 : layout.below > 0 || layout.sb > 0;
      var changes = above ? deco.above : deco.below;
      if (!own && !changes) return;
      g.pieces.push({ kind: "more", y: y, above: above, extra: !own, text: moreText(layout, above, changes) });
      y += 28;
    }
    band(true);
    ghosts("top");
    layout.sec.forEach(function (section) {
      var hh = section.h !== undefined ? M.header : (multi || section.n === 0 ? 22 : 0);
      if (hh > 0) {
        g.headers[section.x] = y;
        g.pieces.push({ kind: "hdr", y: y, section: section, h: hh, mark: deco.sections[section.x] });
      }
      y += hh;
      ghosts("sec:" + section.x);
      section.rows.forEach(function (row) {
        var k = key(row.s, row.i);
        g.rows[k] = y; g.pieces.push({ kind: "cell", y: y, row: row, from: deco.from[k] }); y += M.row;
        ghosts("row:" + k);
      });
      if (section.f !== undefined) {
        g.footers[section.x] = y; g.pieces.push({ kind: "ftr", y: y, section: section }); y += M.footer;
      }
      ghosts("end:" + section.x);
    });
    if (layout.sec.length === 0 && (deco.count > 0 || deco.above || deco.below)) {
      g.pieces.push({ kind: "empty", y: y, extra: true }); y += 64;
    }
    band(false);
    g.height = y;
    return g;
  }
  page.geometry = geometry;

  function plural(n, word) { return n.toLocaleString("en-US") + " " + word + (n === 1 ? "" : "s"); }
  // "… 1,000 rows below the viewport · +1,000 inserted"; "1,000 deleted above the viewport" when no row is left
  // there.
  function moreText(layout, above, changes) {
    var rows = above ? layout.above : layout.below, secs = above ? layout.sa : layout.sb;
    var parts = [], where = (above ? " above" : " below") + " the viewport";
    if (rows > 0) parts.push(plural(rows, "row"));
    if (secs > 0) parts.push(plural(secs, "more section"));
    if (!parts.length) return changes + where;
    return "… " + parts.join(" and ") + where + (changes ? " · " + changes : "");
  }

  var marks = { inserted: "+", moved: "→", reloaded: "↻", reconfigured: "✎", deleted: "−" };
  // A badge is drawn as its sign and spoken as its word.
  function badge(change, text) {
    var node = el("span", "badge g-" + change, text || marks[change]);
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", change);
    return node;
  }
  function cellNode(row, y, text, from) {
    var node = el("div", "cell");
    node.dataset.ip = key(row.s, row.i);
    node.dataset.key = row.k;
    node.style.top = y + "px";
    if (row.c !== undefined) {
      var check = el("span", "check" + (row.c ? " on" : ""), row.c ? "✓" : "");
      node.appendChild(check);
    }
    var txt = el("span", "txt");
    txt.style.paddingLeft = ((row.l || 0) * M.indent) + "px";
    if (row.e !== undefined) txt.appendChild(el("span", "disc" + (row.e ? " open" : ""), row.e ? "▾" : "▸"));
    var label = el("span", "label", text === undefined ? row.t : text);
    label.dataset.text = "1";
    txt.appendChild(label);
    if (row.t2 !== undefined) txt.appendChild(el("span", "txt2", row.t2));
    node.appendChild(txt);
    if (row.m !== undefined) {
      node.classList.add("stale");
      node.appendChild(el("span", "note", "stale · model: " + row.m));
    }
    if (row.o !== undefined) {
      node.classList.add("oos");
      node.appendChild(el("span", "note", "≠ model: " + (row.o === "" ? "no row" : row.o)));
    }
    if (row.a) node.appendChild(el("span", "txt2", "[" + row.a.join(", ") + "]"));
    if (row.g) node.appendChild(badge(row.g));
    node.appendChild(el("span", "ip", (from ? from + " → " : "") + key(row.s, row.i)
      + (row.k !== row.t ? " · " + row.k : "")));
    return node;
  }
  // A row the step deleted (or moved off screen), or a deleted section's header, where it was.
  function ghostNode(piece) {
    var ghost = piece.ghost, node;
    if (ghost.kind === "ghdr") {
      var s = ghost.section;
      node = el("div", "hdr ghost" + (s.h !== undefined ? "" : " plain"));
      node.appendChild(el("span", "gtxt", s.h !== undefined ? s.h : "section " + s.id));
      node.appendChild(badge("deleted", "− deleted section"));
      node.dataset.section = s.x;
    } else {
      var row = {};
      for (var field in ghost.row) if (field !== "g") row[field] = ghost.row[field];
      node = cellNode(row, piece.y);
      node.classList.add("ghost");
      node.appendChild(ghost.to ? badge("moved", "→ " + ghost.to + " (off screen)") : badge("deleted"));
    }
    node.dataset.extra = "1";
    node.style.top = piece.y + "px";
    return node;
  }
  function pieceNode(piece, layout) {
    if (piece.kind === "cell") return cellNode(piece.row, piece.y, undefined, piece.from);
    if (piece.kind === "ghost" || piece.kind === "ghdr") return ghostNode(piece);
    var node;
    if (piece.kind === "empty") {
      node = el("div", "empty", "The " + (layout.v === "table" ? "table view" : "collection view") + " is empty");
      node.dataset.extra = "1";
    } else if (piece.kind === "hdr") {
      var s = piece.section;
      node = s.h !== undefined ? el("div", "hdr", s.h)
        : el("div", "hdr plain", "section " + s.id + (s.n === 0 ? " (empty)" : ""));
      node.dataset.section = s.x;
      if (piece.mark) {
        node.classList.add("marked");
        node.appendChild(badge(piece.mark[0], piece.mark[1]));
      }
    } else if (piece.kind === "ftr") {
      node = el("div", "ftr", piece.section.f);
      node.dataset.section = piece.section.x;
    } else {
      node = el("div", "more" + (piece.text.indexOf(" the viewport ·") > 0 || piece.extra ? " changed" : ""),
        piece.text);
      if (piece.extra) node.dataset.extra = "1";
    }
    node.style.top = piece.y + "px";
    return node;
  }

  // Draws a layout into the view's list, or into `target` (the model beside the view at an error step).
  function drawList(layout, deco, target) {
    var g = geometry(layout, deco), into = target || list;
    into.textContent = "";
    into.className = "list " + layout.v;
    if (layout.sec.length === 0 && g.pieces.length === 0) {
      into.appendChild(el("div", "empty", target ? "The model is empty"
        : "The " + (layout.v === "table" ? "table view" : "collection view") + " is empty"));
      into.style.height = "";
      return g;
    }
    var fragment = document.createDocumentFragment();
    g.pieces.forEach(function (piece) { fragment.appendChild(pieceNode(piece, layout)); });
    into.appendChild(fragment);
    into.style.height = g.height + "px";
    return g;
  }

  // A command's place: the script's name (not its whole path) and the line.
  function origin(c) { return c[0] ? c[0].replace(/^.*\//, "") + ": " : ""; }
  function drawPanel(i) {
    var step = steps[i], layout = layouts[step.L];
    $("counter").textContent = "step " + i.toLocaleString("en-US") + " of "
      + (steps.length - 1).toLocaleString("en-US");
    $("slider").value = i;
    $("jump").value = i;
    $("live").textContent = "Step " + i + ": " + shown(step.s);
    $("kind").textContent = step.k + (step.m ? " · " + step.m : "") + (step.a ? " · row animation ." + step.a : "");
    $("view-name").textContent = layout.v === "table" ? "UITableView (.plain)" : "UICollectionView (list)";
    $("mode").textContent = layout.total > 0 ? plural(layout.total, layout.v === "table" ? "row" : "item") : "";
    var commands = $("commands");
    commands.textContent = "";
    if (step.c.length === 0) commands.appendChild(el("span", "loc", i === 0 ? "(start)" : "(no command)"));
    step.c.forEach(function (c, n) {
      if (n > 0) commands.appendChild(document.createTextNode("\n"));
      commands.appendChild(el("span", "loc", origin(c)));
      commands.appendChild(el("span", n === step.c.length - 1 ? "last" : "", c[1]));
    });
    commands.scrollTop = commands.scrollHeight;
    $("summary").textContent = shown(step.s);
    var ops = $("ops");
    ops.textContent = "";
    (step.o || []).forEach(function (line) { ops.appendChild(el("li", "", line, true)); });
    var log = $("log");
    log.textContent = "";
    (step.l || []).forEach(function (line) { log.appendChild(el("div", "", line, true)); });
    var failure = $("failure");
    failure.textContent = "";
    failure.hidden = !step.f;
    failure.className = "failure" + (step.f && step.f.ok ? " expected" : "");
    $("device").classList.toggle("unchanged", !!step.f);
    // An error of an update: the app's model (what the counts were checked against) beside the unchanged view.
    var model = step.ml !== undefined ? layouts[step.ml] : null;
    $("model").hidden = !model;
    $("view-caption").hidden = !model;
    $("stage").classList.toggle("with-model", !!model);
    if (model) {
      $("model-mode").textContent = plural(model.total, model.v === "table" ? "row" : "item");
      drawList(model, NONE, $("model-list"));
    }
    if (step.f) {
      failure.appendChild(el("div", "exc", step.f.ok ? "Expected error (expect error)"
        : "The app would crash here"));
      failure.appendChild(el("div", "msg", step.f.m));
      if (step.f.r) failure.appendChild(el("span", "rule", step.f.r));
      [[step.f.x, ""], [step.f.e, "explain:"]].forEach(function (part) {
        if (!part[0].length) return;
        if (part[1]) failure.appendChild(el("div", "explain", part[1]));
        var ul = el("ul");
        part[0].forEach(function (line) { ul.appendChild(el("li", "", line)); });
        failure.appendChild(ul);
      });
      failure.appendChild(el("div", "unchanged", "The view is unchanged."));
    }
  }

  function cancelRunning() {
    if (running) { running.cancel(); running = null; }
  }

  // Draws step i at once (no animation); returns the time it took, layout included.
  function show(i) {
    cancelRunning();
    i = Math.max(0, Math.min(steps.length - 1, i));
    var start = performance.now();
    current = i;
    drawPanel(i);
    drawList(layouts[steps[i].L], decorations(i));
    void list.offsetHeight;
    markCurrent(i);  // after the layout above: reading the list's offsets costs no second one
    followHash(i);
    var time = performance.now() - start;
    page.drawTimes.push(time);
    return time;
  }
  page.show = show;

  // The animation from step i-1 to step i, as the view received the update: deletes at their old frames,
  // inserts at their new ones, moves from old to new (one structural batch), then reloads cross-fade and
  // reconfigures update in place at their final index paths. reloadData and every step without an update is a
  // cut. Resolves when the animation ended (with { keep: true } before drawing the step afresh).
  var STRUCTURE = 420, REFRESH = 300;
  function animateTo(i, options) {
    options = options || {};
    var rate = options.rate || 1;
    cancelRunning();
    var step = steps[i], before = layouts[steps[i - 1] ? steps[i - 1].L : step.L], after = layouts[step.L];
    if (!step.u || i === 0 || step.L === steps[i - 1].L && step.k !== "view-state") {
      show(i);
      return Promise.resolve({ cut: true });
    }
    current = i;
    drawPanel(i);
    markCurrent(i);
    followHash(i);
    var start = performance.now();
    var deco = decorations(i);
    var u = step.u, gOld = geometry(before), gNew = geometry(after, deco);
    var animations = [], nodes = [], timers = [];
    list.textContent = "";
    list.className = "list " + after.v;
    list.style.height = Math.max(gOld.height, gNew.height) + "px";
    var fragment = document.createDocumentFragment();
    function add(node) { fragment.appendChild(node); nodes.push(node); return node; }
    function anim(node, frames, delay, duration) {
      animations.push(node.animate(frames, { duration: duration / rate, delay: delay / rate, easing: "ease-in-out",
        fill: "backwards" }));
    }
    var rowAnimation = step.a || "fade";
    function slide(kind, out) {
      // The keyframes of a row animation (UITableView.RowAnimation) for a row leaving (out) or arriving.
      var away = { left: "translateX(-100%)", right: "translateX(100%)", top: "translateY(-44px)",
        bottom: "translateY(44px)", middle: "scaleY(0.01)" }[kind];
      var a = { opacity: 1, transform: "none" }, b = { opacity: 0, transform: away || "none" };
      if (kind === "none") b.opacity = out ? 0 : 1;
      return out ? [a, b] : [b, a];
    }
    var reached = {}, paths = function (list) {
      var set = {}; (list || []).forEach(function (p) { set[key(p[0], p[1])] = true; }); return set;
    };
    var inserted = paths(u.i), reloaded = paths(u.r), reconfigured = paths(u.c);
    var insertedSections = {}; (u.si || []).forEach(function (s) { insertedSections[s] = true; });
    var reloadedSections = {}; (u.sr || []).forEach(function (s) { reloadedSections[s] = true; });
    var oldRows = {};
    before.sec.forEach(function (s) { s.rows.forEach(function (r) { oldRows[key(r.s, r.i)] = r; }); });
    var newRows = {};
    after.sec.forEach(function (s) { s.rows.forEach(function (r) { newRows[key(r.s, r.i)] = r; }); });
    var outside = function (flatTarget) { return flatTarget < 0 ? -M.row : gNew.height; };
    // Rows that were drawn: each goes where the batch takes it.
    (u.rd || []).forEach(function (pair) {
      var from = key(pair[0][0], pair[0][1]), old = oldRows[from], yOld = gOld.rows[from];
      if (!old) return;
      if (pair[1] === null) {
        var gone = add(cellNode(old, yOld));
        gone.classList.add("leaving");
        anim(gone, slide(rowAnimation, true), 0, STRUCTURE);
        gone.style.opacity = 0;
        return;
      }
      var to = key(pair[1][0], pair[1][1]), row = newRows[to];
      if (row) {
        reached[to] = true;
        var refreshed = reloaded[to] || reconfigured[to] || reloadedSections[pair[1][0]];
        var node = add(cellNode(row, gNew.rows[to], refreshed ? old.t : undefined, deco.from[to]));
        if (yOld !== gNew.rows[to]) {
          anim(node, [{ transform: "translateY(" + (yOld - gNew.rows[to]) + "px)" }, { transform: "none" }], 0,
            STRUCTURE);
        }
        if (from !== to) {
          // Until it lands, a row keeps its old index path, also one that stays where it is drawn (a deleted row's
          // ghost takes the place it leaves): two rows never read the same one.
          var ip = node.querySelector(".ip"), landed = ip.textContent;
          ip.textContent = from + (old.k !== old.t ? " · " + old.k : "");
          timers.push(setTimeout(function () { ip.textContent = landed; }, STRUCTURE / rate));
        }
        if (refreshed) refresh(node, row, reloaded[to] || reloadedSections[pair[1][0]]);
      } else {
        // Moved out of the viewport: it slides out of the list.
        var leaving = add(cellNode(old, yOld));
        leaving.classList.add("leaving");
        var flat = after.sec.length ? pair[1][0] < after.sec[0].x ? -1 : 1 : 1;
        anim(leaving, [{ transform: "none", opacity: 1 },
          { transform: "translateY(" + (outside(flat) - yOld) + "px)", opacity: 0 }], 0, STRUCTURE);
        leaving.style.opacity = 0;
      }
    });
    function refresh(node, row, isReload) {
      // After the structural batch: a reload cross-fades to the new cell, a reconfigure updates it in place.
      var label = node.querySelector("[data-text]");
      var swap = function () { label.textContent = shown(row.t); };
      var timer = setTimeout(swap, (STRUCTURE + (isReload ? REFRESH / 2 : 0)) / rate);
      timers.push(timer);
      anim(node, isReload ? [{ opacity: 1 }, { opacity: 0.15 }, { opacity: 1 }]
        : [{ backgroundColor: "#fff" }, { backgroundColor: "#efe3fb" }, { backgroundColor: "#fff" }],
        STRUCTURE, REFRESH);
    }
    // Rows drawn after that no drawn row became: inserted, or come from off screen.
    after.sec.forEach(function (s) {
      s.rows.forEach(function (row) {
        var at = key(row.s, row.i);
        if (reached[at]) return;
        var node = add(cellNode(row, gNew.rows[at], undefined, deco.from[at]));
        if (inserted[at] || insertedSections[row.s]) {
          anim(node, slide(rowAnimation, false), 0, STRUCTURE);
        } else if (reloaded[at] || reloadedSections[row.s]) {
          anim(node, [{ opacity: 0 }, { opacity: 1 }], STRUCTURE, REFRESH);
        } else {
          anim(node, [{ opacity: 0, transform: "translateY(" + (M.row / 2) + "px)" },
            { opacity: 1, transform: "none" }], 0, STRUCTURE);
        }
      });
    });
    // Section headers and footers move with their sections; those of inserted or deleted sections fade.
    var sectionTo = {};
    (u.sdst || []).forEach(function (pair) { sectionTo[pair[0]] = pair[1]; });
    var placed = {};
    gNew.pieces.forEach(function (piece) {
      if (piece.kind === "cell") return;
      var node = add(pieceNode(piece, after));
      if (piece.ghost || piece.kind === "empty") {
        // What the batch deleted appears where it was once the structural batch is over.
        anim(node, [{ opacity: 0 }, { opacity: 1 }], STRUCTURE, REFRESH);
        return;
      }
      var oldY = null;
      if (piece.kind !== "more") {
        var x = piece.section.x;
        for (var from in sectionTo) {
          if (sectionTo[from] === x) {
            oldY = (piece.kind === "hdr" ? gOld.headers : gOld.footers)[from];
            if (oldY === undefined) oldY = null;
          }
        }
      } else {
        var same = gOld.pieces.filter(function (p) { return p.kind === "more" && p.above === piece.above; });
        if (same.length) oldY = same[0].y;
      }
      if (oldY === null) anim(node, [{ opacity: 0 }, { opacity: 1 }], 0, STRUCTURE);
      else if (oldY !== piece.y) {
        anim(node, [{ transform: "translateY(" + (oldY - piece.y) + "px)" }, { transform: "none" }], 0, STRUCTURE);
      }
      placed[piece.kind + (piece.section ? piece.section.x : piece.above)] = true;
    });
    gOld.pieces.forEach(function (piece) {
      if (piece.kind === "cell" || piece.kind === "more" || piece.kind === "empty") return;
      if (sectionTo[piece.section.x] !== null && sectionTo[piece.section.x] !== undefined) {
        if (placed[piece.kind + sectionTo[piece.section.x]]) return;
      }
      var node = add(pieceNode(piece, before));
      node.classList.add("leaving");
      anim(node, [{ opacity: 1 }, { opacity: 0 }], 0, STRUCTURE);
      node.style.opacity = 0;
    });
    list.appendChild(fragment);
    page.drawTimes.push(performance.now() - start);
    var cancelled = false;
    var done = Promise.all(animations.map(function (a) { return a.finished.catch(function () {}); }))
      .then(function () {
        return new Promise(function (resolve) {
          setTimeout(resolve, 0);
        });
      })
      .then(function () {
        if (cancelled) return { cancelled: true };
        running = null;
        list.style.height = gNew.height + "px";
        if (!options.keep) drawList(after, deco);
        return { cut: false, animations: animations.length };
      });
    running = { cancel: function () {
      cancelled = true;
      timers.forEach(clearTimeout);
      animations.forEach(function (a) { a.cancel(); });
    } };
    return done;
  }
  page.animateTo = animateTo;

  function go(i, animated) {
    if (i < 0 || i >= steps.length) return Promise.resolve();
    return animated && i === current + 1 ? animateTo(i) : Promise.resolve(show(i));
  }
  page.go = go;
  function stop() {
    playing = false;
    $("play").textContent = "▶ Play";
    $("play").setAttribute("aria-label", "Play");
  }
  function play() {
    if (playing) { stop(); return; }
    playing = true;
    $("play").textContent = "❚❚ Pause";
    $("play").setAttribute("aria-label", "Pause");
    if (current >= steps.length - 1) show(0);
    (function tick() {
      if (!playing) return;
      if (current >= steps.length - 1) { stop(); return; }
      go(current + 1, true).then(function () {
        setTimeout(tick, steps[current].f ? 1400 : 500);
      });
    })();
  }

  // The address follows the step shown (#step=N, written a moment after the last change: browsers throttle
  // history updates), and a changed address moves the page.
  var hashTimer = null;
  function followHash(i) {
    if (hashTimer !== null) clearTimeout(hashTimer);
    hashTimer = setTimeout(function () {
      hashTimer = null;
      if (location.hash === "#step=" + i) return;
      try { history.replaceState(null, "", "#step=" + i); } catch (e) { /* a page without history */ }
    }, 120);
  }
  function stepInHash() {
    var match = /^#step=(\d+)$/.exec(location.hash || "");
    return match ? Math.min(+match[1], steps.length - 1) : null;
  }
  window.addEventListener("hashchange", function () {
    var i = stepInHash();
    if (i !== null && i !== current) { stop(); show(i); }
  });

  // The list of steps, errors marked: each a link to its #step=N.
  var stepList = $("steps"), stepItems = [], marked = null, errors = [];
  (function () {
    var fragment = document.createDocumentFragment();
    steps.forEach(function (step, i) {
      var item = el("li", step.k === "error" ? (step.f && step.f.ok ? "err expected" : "err") : "");
      // An error reads as its message (the summary of every error step is alike).
      var link = el("a", "", i + " · " + step.k + " · " + (step.f ? step.f.m : step.s));
      link.href = "#step=" + i;
      item.appendChild(link);
      fragment.appendChild(item);
      stepItems.push(item);
      if (step.k === "error") errors.push(i);
    });
    stepList.appendChild(fragment);
    $("error-count").textContent = "(" + plural(steps.length - 1, "step")
      + (errors.length ? ", " + plural(errors.length, "error") : "") + ")";
    $("next-error").disabled = errors.length === 0;
  })();
  function markCurrent(i) {
    if (marked) { marked.classList.remove("current"); marked.removeAttribute("aria-current"); }
    marked = stepItems[i];
    if (!marked) return;
    marked.classList.add("current");
    marked.setAttribute("aria-current", "step");
    var top = marked.offsetTop, box = stepList;
    if (top < box.scrollTop || top + marked.offsetHeight > box.scrollTop + box.clientHeight) {
      box.scrollTop = top - box.clientHeight / 2;
    }
  }
  function nextError() {
    var after = errors.filter(function (i) { return i > current; });
    var target = after.length ? after[0] : errors[0];
    if (target !== undefined) { stop(); show(target); }
  }
  page.nextError = nextError;

  $("first").onclick = function () { stop(); show(0); };
  $("prev").onclick = function () { stop(); show(current - 1); };
  $("next").onclick = function () { stop(); go(current + 1, true); };
  $("last").onclick = function () { stop(); show(steps.length - 1); };
  $("play").onclick = play;
  $("next-error").onclick = nextError;
  var jump = $("jump");
  jump.max = steps.length - 1;
  jump.onchange = function () {
    var i = parseInt(jump.value, 10);
    if (!isNaN(i)) { stop(); show(i); }
  };
  var slider = $("slider");
  slider.max = steps.length - 1;
  slider.oninput = function () { stop(); show(+slider.value); };
  document.addEventListener("keydown", function (event) {
    var target = event.target, tag = target && target.tagName;
    // A focused button is pressed by Space and Enter as usual; a text field keeps its keys.
    if (tag === "INPUT" && target !== slider || tag === "TEXTAREA" || tag === "SELECT") return;
    if ((tag === "BUTTON" || tag === "A" || tag === "SUMMARY") && (event.key === " " || event.key === "Enter")) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (target === slider && (event.key === "ArrowLeft" || event.key === "ArrowRight")) event.preventDefault();
    if (event.key === "ArrowRight") { stop(); go(current + 1, true); }
    else if (event.key === "ArrowLeft") { stop(); show(current - 1); }
    else if (event.key === "Home") { stop(); show(0); }
    else if (event.key === "End") { stop(); show(steps.length - 1); }
    else if (event.key === " ") { event.preventDefault(); play(); }
  });
  $("title").textContent = shown(data.title);
  $("meta").textContent = plural(steps.length - 1, "step") + " · lks " + data.version
    + (data.dropped ? " · the first " + plural(data.dropped, "step") + " not kept" : "")
    + " · ← → to step, space to play";
  var initial = stepInHash();
  show(initial !== null ? initial : Math.min(1, steps.length - 1));
})();
