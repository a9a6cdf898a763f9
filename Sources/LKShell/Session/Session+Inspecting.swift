// Inspecting and interacting: show, info, types, history, scroll-to, select. Nothing here changes the snapshots.

import ListKit
import Lists

extension Session {
  /// `show [layout]`: what the collection view shows now.
  public func showLayout() {
    let report = layoutReport(allRows: settings.format == .json)
    emit(
      .message(
        kind: "layout", fields: [("layout", TextRenderer.layoutJSON(report))],
        text: TextRenderer(color: false).layout(report)))
  }

  /// `show snapshot`: the working snapshot, with reload/reconfigure marks.
  public func showSnapshot() {
    let snapshot = working
    let reloaded = Set(snapshot.reloadedItemIdentifiers)
    let reconfigured = Set(snapshot.reconfiguredItemIdentifiers)
    let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
    var lines = [
      "working snapshot: \(plural(snapshot.numberOfSections, "section")), \(plural(snapshot.numberOfItems, "item"))"
        + (workingDiffersFromApplied ? " (edited since the last apply)" : "")
    ]
    var sectionsJSON: [JSONValue] = []
    for section in snapshot.sectionIdentifiers {
      let items = snapshot.itemIdentifiers(inSection: section)
      let shown = items.prefix(Self.listLimit).map { item -> String in
        var word = item.displayKey
        if reloaded.contains(item) { word += " (reload)" }
        if reconfigured.contains(item) { word += " (reconfigure)" }
        return word
      }
      let more = items.count > Self.listLimit ? " … \(items.count - Self.listLimit) more" : ""
      let mark = reloadedSections.contains(section) ? " (reload)" : ""
      lines.append("  \(section)\(mark): " + (items.isEmpty ? "(empty)" : shown.joined(separator: " ") + more))
      sectionsJSON.append(
        .object([
          ("section", .string(section)), ("items", .array(items.map { .string($0.displayKey) })),
          ("reload", .bool(reloadedSections.contains(section))),
        ]))
    }
    emit(
      .message(
        kind: "snapshot",
        fields: [
          ("sections", .array(sectionsJSON)),
          ("reloadedItems", .array(snapshot.reloadedItemIdentifiers.map { .string($0.displayKey) })),
          ("reconfiguredItems", .array(snapshot.reconfiguredItemIdentifiers.map { .string($0.displayKey) })),
        ], text: lines.joined(separator: "\n")))
  }

  /// At most this many items per section in `show snapshot`; larger sections say how many more.
  static let listLimit = 50

  var workingDiffersFromApplied: Bool {
    working != applied || !working.reloadedItemIdentifiers.isEmpty || !working.reconfiguredItemIdentifiers.isEmpty
      || !working.reloadedSectionIdentifiers.isEmpty
  }

  /// `show diff`: what `apply` would send now, without applying.
  public func showDiff() {
    guard history.count > 1 || applied.numberOfSections > 0 || lastApply != nil else {
      emit(
        .message(
          kind: "diff", fields: [("reloadData", true)],
          text: "the first apply of a data source is a reloadData (no batch updates)"))
      return
    }
    let update = SectionedDiff.batchUpdate(from: applied, to: working)
    let renderer = TextRenderer(color: false)
    let text =
      update.isEmpty
      ? "no changes: apply would send nothing"
      : "apply would send: \(renderer.summary(update))\n" + renderer.updates(update, old: applied, new: working)
    emit(.message(kind: "diff", fields: JSONRenderer.updateFields(update), text: text))
  }

  /// `show tree S`: the stored section snapshot of S (in the context: the edited one when S is its section).
  public func showTree(_ section: String) throws(ShellError) {
    let tree: Tree
    let source: String
    if let outline, outline.section == section {
      tree = outline.tree
      source = "section snapshot being edited for \(section)"
    } else if applied.contains(section: section) {
      tree = dataSource.snapshot(for: section)
      source =
        treeSections.contains(section)
        ? "dataSource.snapshot(for: \(section))"
        : "dataSource.snapshot(for: \(section)) (flat: no section snapshot applied)"
    } else {
      throw ShellError("no section \(section) in the collection view")
    }
    var lines = ["\(source): \(plural(tree.items.count, "item")), \(plural(tree.visibleItems.count, "visible item"))"]
    var nodes: [JSONValue] = []
    for item in tree.items.prefix(Self.listLimit * 4) {
      let level = tree.level(of: item)
      let hasChildren = !tree.children(of: item).isEmpty
      let expanded = tree.isExpanded(item)
      let visible = tree.isVisible(item)
      let disclosure = hasChildren || expanded ? (expanded ? "▾ " : "▸ ") : "  "
      lines.append(
        "  " + String(repeating: "  ", count: level) + disclosure + item.displayKey
          + (visible ? "" : "   (hidden: a collapsed ancestor)"))
      nodes.append(
        .object([
          ("id", .string(item.displayKey)), ("level", .int(level)), ("expanded", .bool(expanded)),
          ("visible", .bool(visible)), ("parent", tree.parent(of: item).map { .string($0.displayKey) } ?? .null),
        ]))
    }
    if tree.items.count > Self.listLimit * 4 { lines.append("  … \(tree.items.count - Self.listLimit * 4) more") }
    emit(
      .message(
        kind: "tree", fields: [("section", .string(section)), ("items", .array(nodes))],
        text: lines.joined(separator: "\n")))
  }

  /// `show cells`: dequeues, reuses and configures per cell class, and the cells on screen.
  public func showCells() {
    let statistics = view.cellStatistics
    var lines = ["cells: \(view.visibleCells.count) on screen (viewport \(view.viewportHeight) rows)"]
    if statistics.isEmpty { lines.append("  no cell has been dequeued yet") }
    let width = max(statistics.map(\.className.count).max() ?? 0, 10)
    if !statistics.isEmpty {
      lines.append(
        "  " + "class".padded(width) + "  dequeues  created  reused  configured  prepareForReuse")
    }
    for entry in statistics {
      lines.append(
        "  " + entry.className.padded(width) + "  " + String(entry.dequeues).padded(8, right: true) + "  "
          + String(entry.creations).padded(7, right: true) + "  " + String(entry.reuses).padded(6, right: true) + "  "
          + String(entry.configures).padded(10, right: true) + "  "
          + String(entry.prepareForReuseCalls).padded(15, right: true))
    }
    let json: [JSONValue] = statistics.map {
      .object([
        ("class", .string($0.className)), ("dequeues", .int($0.dequeues)), ("created", .int($0.creations)),
        ("reused", .int($0.reuses)), ("configured", .int($0.configures)),
        ("prepareForReuse", .int($0.prepareForReuseCalls)),
      ])
    }
    emit(
      .message(
        kind: "cells", fields: [("onScreen", .int(view.visibleCells.count)), ("classes", .array(json))],
        text: lines.joined(separator: "\n")))
  }

  /// `info ITEM | S`: where an item is and what it is, or what a section holds.
  public func info(_ reference: ItemReference) throws(ShellError) {
    let item = try item(typeName: reference.typeName, id: reference.id)
    var lines: [String] = []
    var fields: [(String, JSONValue)] = []
    let current = applied
    let inTree = outline?.tree.contains(item) == true
    let storedIn = storedTreeSection(containing: item)
    if current.contains(item) || working.contains(item) || inTree || storedIn != nil {
      let key = item.displayKey
      lines.append("item \(key): a \(item.shellTypeName) (cell class \(item.shellTypeName)Cell)")
      fields += [("item", .string(key)), ("type", .string(item.shellTypeName))]
      if let indexPath = dataSource.indexPath(for: item), let section = current.sectionIdentifier(containingItem: item)
      {
        lines.append("  shown at \(indexPath.section).\(indexPath.item) in section \(section)")
        fields += [
          ("indexPath", .array([.int(indexPath.section), .int(indexPath.item)])), ("section", .string(section)),
        ]
        let tree = dataSource.snapshot(for: section)
        if treeSections.contains(section), tree.contains(item) {
          let parent = tree.parent(of: item)
          lines.append(
            "  level \(tree.level(of: item)), parent \(parent?.displayKey ?? "none"), "
              + (tree.isExpanded(item) ? "expanded" : "collapsed") + ", "
              + (tree.isVisible(item) ? "visible" : "hidden"))
          fields += [
            ("level", .int(tree.level(of: item))), ("parent", parent.map { .string($0.displayKey) } ?? .null),
            ("expanded", .bool(tree.isExpanded(item))), ("visible", .bool(tree.isVisible(item))),
          ]
        }
        if let cell = view.cellForItem(at: indexPath) {
          lines.append("  cell shows \"\(cell.text ?? "")\"")
          fields.append(("cell", cell.text.map { .string($0) } ?? .null))
        } else {
          lines.append("  no cell (off screen)")
          fields.append(("cell", .null))
        }
      } else if let section = storedIn {
        let tree = dataSource.snapshot(for: section)
        lines.append(
          "  not a row: hidden in the section snapshot of \(section) (level \(tree.level(of: item)), parent "
            + "\(tree.parent(of: item)?.displayKey ?? "none"), a collapsed ancestor)")
        fields += [("section", .string(section)), ("level", .int(tree.level(of: item))), ("visible", .bool(false))]
      } else {
        lines.append("  not in the collection view")
      }
      let model = content.text(for: key, defaultText: item.shellIdentifier)
      lines.append("  model content \"\(model)\"")
      fields.append(("content", .string(model)))
      if let index = working.indexOfItem(item), let section = working.sectionIdentifier(containingItem: item) {
        lines.append(
          "  working snapshot: section \(section), indexOfItem \(index) (of \(plural(working.numberOfItems, "item")))")
      } else {
        lines.append("  not in the working snapshot")
      }
      if inTree, let outline { lines.append("  in the section snapshot being edited for \(outline.section)") }
    }
    if reference.typeName == nil, current.contains(section: reference.id) || working.contains(section: reference.id) {
      let section = reference.id
      if !lines.isEmpty { lines.append("") }
      lines.append("section \(section)")
      fields.append(("sectionInfo", .string(section)))
      if let index = current.indexOfSection(section) {
        lines.append("  shown at index \(index) with \(plural(current.numberOfItems(inSection: section), "item"))")
        lines.append(
          treeSections.contains(section) ? "  has a section snapshot (outline)" : "  flat (no section snapshot)")
      } else {
        lines.append("  not in the collection view")
      }
      if let index = working.indexOfSection(section) {
        lines.append("  working snapshot: index \(index), \(plural(working.numberOfItems(inSection: section), "item"))")
      }
    }
    guard !lines.isEmpty else { throw ShellError("no item or section named \(reference.description)") }
    emit(.message(kind: "info", fields: fields, text: lines.joined(separator: "\n")))
  }

  /// `types`: the built-in item types and their cell classes.
  public func types() {
    let width = ItemCatalogue.entries.map(\.typeName.count).max() ?? 0
    var lines = ["item types (write Type:id; an untyped word is a Text item):"]
    for entry in ItemCatalogue.entries {
      lines.append("  " + entry.typeName.padded(width) + "  cell \(entry.cellClassName.padded(12))  \(entry.summary)")
    }
    let json: [JSONValue] = ItemCatalogue.entries.map {
      .object([("type", .string($0.typeName)), ("cell", .string($0.cellClassName)), ("summary", .string($0.summary))])
    }
    emit(.message(kind: "types", fields: [("types", .array(json))], text: lines.joined(separator: "\n")))
  }

  /// `history`: the applied snapshots; `undo`/`redo` move between them.
  public func showHistory() {
    var lines: [String] = []
    var entries: [JSONValue] = []
    for (index, entry) in history.enumerated() {
      let marker = index == historyPosition ? "→" : " "
      lines.append("\(marker) \(index)  \(plural(entry.snapshot.numberOfItems, "item"))  \(entry.summary)")
      entries.append(
        .object([
          ("index", .int(index)), ("current", .bool(index == historyPosition)),
          ("items", .int(entry.snapshot.numberOfItems)), ("summary", .string(entry.summary)),
        ]))
    }
    emit(.message(kind: "history", fields: [("entries", .array(entries))], text: lines.joined(separator: "\n")))
  }

  /// `scroll-to ITEM | S.I`: moves the viewport so the row is on screen; cells enter and leave.
  public func scroll(to target: ScrollTarget) throws(ShellError) {
    let indexPath: IndexPath
    switch target {
    case .item(let reference):
      let item = try item(typeName: reference.typeName, id: reference.id)
      guard let found = dataSource.indexPath(for: item) else {
        throw ShellError("\(item.displayKey) is not a row of the collection view")
      }
      indexPath = found
    case .indexPath(let section, let item):
      indexPath = IndexPath(item: item, section: section)
    }
    let before = Set(view.indexPathsForVisibleItems)
    do { try view.tryScrollToItem(at: indexPath) } catch { throw ShellError(error.description) }
    let range = view.visibleRowRange
    let after = view.indexPathsForVisibleItems
    let entered = after.filter { !before.contains($0) }.count
    emit(
      .message(
        kind: "scroll",
        fields: [("viewport", .array([.int(range.lowerBound), .int(max(range.upperBound - 1, range.lowerBound))]))],
        text:
          "viewport: rows \(range.lowerBound)–\(max(range.upperBound - 1, range.lowerBound)) of \(view.numberOfRows); \(plural(entered, "row")) entered the screen"
      ))
  }

  /// `select ITEM`: the user taps the row; the delegate's onSelect receives the typed item.
  public func select(_ reference: ItemReference) throws(ShellError) {
    let item = try item(typeName: reference.typeName, id: reference.id)
    guard let indexPath = dataSource.indexPath(for: item) else {
      throw ShellError("\(item.displayKey) is not a row of the collection view")
    }
    do { try view.tryTapItem(at: indexPath) } catch { throw ShellError(error.description) }
  }
}

extension String {
  /// Pads with spaces to `width` characters (left-aligned, or right-aligned).
  func padded(_ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - count))
    return right ? padding + self : self + padding
  }
}
