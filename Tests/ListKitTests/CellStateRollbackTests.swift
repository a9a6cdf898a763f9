// A failed operation puts back every property of every cell (docs/semantics.md §10): a cell provider that sets
// everything a cell has on a reconfigured or recycled cell, before a later row of the same operation fails, leaves
// no trace, on both views; a subclass's own property comes back through its `captureState()` override.

import Testing

@testable import ListKit

/// A list cell with a property of its own, kept by its override.
private final class BadgedListCell: HeadlessListCell {
  static var made: [BadgedListCell] = []
  var badge = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    Self.made.append(self)
  }

  required init?(coder: NSCoder) { fatalError("not from archives") }

  override func captureState() -> StateRestorer? {
    let restoreSuper = super.captureState()
    let badge = badge
    return { [self] in
      if self.badge != badge { self.badge = badge }
      restoreSuper?()
    }
  }
}

/// A table cell with a property of its own, kept by its override.
private final class BadgedTableCell: HeadlessTableViewCell {
  static var made: [BadgedTableCell] = []
  var badge = 0

  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    Self.made.append(self)
  }

  required init?(coder: NSCoder) { fatalError("not from archives") }

  override func captureState() -> StateRestorer? {
    let restoreSuper = super.captureState()
    let badge = badge
    return { [self] in
      if self.badge != badge { self.badge = badge }
      restoreSuper?()
    }
  }
}

/// Every property a cell of either class shows, as text.
@MainActor
private func state(of cell: HeadlessCell) -> String {
  var parts = [
    "\(cell.text ?? "-") \(cell.frame) hidden \(cell.isHidden) selected \(cell.isSelected)",
    "highlighted \(cell.isHighlighted) content \(cell.contentConfiguration.map { "\($0)" } ?? "-")",
    "background \(cell.backgroundConfiguration.map { "\($0)" } ?? "-") at \(cell.indexPath.map { "\($0)" } ?? "-")",
    "configured \(cell.configurationCount) reused \(cell.prepareForReuseCount)",
  ]
  if let list = cell as? BadgedListCell {
    parts.append("accessories \(list.accessories) editing \(list.isEditing) level \(list.indentationLevel)")
    parts.append(
      "swipes \(list.leadingSwipeActionsConfiguration != nil) \(list.trailingSwipeActionsConfiguration != nil)")
    parts.append("badge \(list.badge)")
  }
  if let table = cell as? BadgedTableCell {
    parts.append("detail \(table.detailText ?? "-") accessory \(table.accessoryType) \(table.editingAccessoryType)")
    parts.append("image \(table.imageView?.image.map { "\($0)" } ?? "-") badge \(table.badge)")
  }
  return parts.joined(separator: "; ")
}

/// Sets every settable property of `cell` to a value no cell had before.
@MainActor
private func scribble(on cell: HeadlessCell) {
  cell.text = "scribbled"
  cell.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
  cell.isHidden = true
  cell.isSelected = true
  cell.isHighlighted = true
  cell.contentConfiguration = ListContentConfiguration.subtitleCell()
  cell.backgroundConfiguration = .listSidebarCell()
  if let list = cell as? BadgedListCell {
    list.accessories = [.checkmark(), .outlineDisclosure(actionHandler: {})]
    list.isEditing = true
    list.indentationLevel = 7
    list.leadingSwipeActionsConfiguration = SwipeActionsConfiguration(actions: [])
    list.trailingSwipeActionsConfiguration = SwipeActionsConfiguration(actions: [])
    list.badge = 9
  }
  if let table = cell as? BadgedTableCell {
    table.detailText = "scribbled"
    table.accessoryType = .checkmark
    table.editingAccessoryType = .detailButton
    table.imageView?.image = HeadlessImage(systemName: "star")
    table.badge = 9
  }
}

@MainActor
@Suite(.serialized) struct CellStateRollbackTests {
  /// What the providers do: scribble on the cells of `scribbled` items, fail for `failing`.
  final class Script {
    var scribbled: Set<String> = []
    var failing: String?
  }

  private func collectionView(_ script: Script) -> (
    HeadlessCollectionView, CollectionViewDiffableDataSource<Int, String>
  ) {
    BadgedListCell.made = []
    let view = HeadlessCollectionView(viewportHeight: 2)
    let registration = HeadlessCollectionView.CellRegistration<BadgedListCell, String> { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
      if script.scribbled.contains(item) { scribble(on: cell) }
    }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, indexPath, item in
      item == script.failing ? nil : view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    return (view, dataSource)
  }

  private func tableView(_ script: Script) -> (HeadlessTableView, TableViewDiffableDataSource<Int, String>) {
    BadgedTableCell.made = []
    let view = HeadlessTableView(viewportHeight: 2)
    view.register(BadgedTableCell.self, forCellReuseIdentifier: "cell")
    let dataSource = TableViewDiffableDataSource<Int, String>(tableView: view) { view, indexPath, item in
      guard item != script.failing else { return nil }
      let cell = view.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = item
      cell.detailTextLabel?.text = "detail"
      cell.accessoryType = .disclosureIndicator
      if script.scribbled.contains(item) { scribble(on: cell) }
      return cell
    }
    return (view, dataSource)
  }

  private func snapshot(_ items: [String], reconfiguring: [String] = []) -> DiffableDataSourceSnapshot<Int, String> {
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    snapshot.reconfigureItems(reconfiguring)
    return snapshot
  }

  @Test func aFailedReconfigurePutsBackEveryPropertyOfAListCell() throws {
    let script = Script()
    let (view, dataSource) = collectionView(script)
    try dataSource.tryApply(snapshot(["a", "b", "c"]))
    let before = BadgedListCell.made.map(state(of:))
    (script.scribbled, script.failing) = (["a"], "b")
    #expect(throws: DataSourceError.self) {
      try dataSource.tryApply(snapshot(["a", "b", "c"], reconfiguring: ["a", "b"]))
    }
    #expect(BadgedListCell.made.map(state(of:)) == before)
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func aFailedScrollPutsBackEveryPropertyOfARecycledListCell() throws {
    let script = Script()
    let (view, dataSource) = collectionView(script)
    try dataSource.tryApply(snapshot(["a", "b", "c", "d"]))
    let before = BadgedListCell.made.map(state(of:))
    (script.scribbled, script.failing) = (["c"], "d")
    #expect(throws: CollectionViewError.self) { try view.tryScroll(toRow: 2) }
    #expect(BadgedListCell.made.map(state(of:)) == before)
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func aFailedReconfigurePutsBackEveryPropertyOfATableCell() throws {
    let script = Script()
    let (view, dataSource) = tableView(script)
    try dataSource.tryApply(snapshot(["a", "b", "c"]))
    let before = BadgedTableCell.made.map(state(of:))
    (script.scribbled, script.failing) = (["a"], "b")
    #expect(throws: DataSourceError.self) {
      try dataSource.tryApply(snapshot(["a", "b", "c"], reconfiguring: ["a", "b"]))
    }
    #expect(BadgedTableCell.made.map(state(of:)) == before)
    #expect(view.invariantViolations().isEmpty)
  }

  @Test func aFailedScrollPutsBackEveryPropertyOfARecycledTableCell() throws {
    let script = Script()
    let (view, dataSource) = tableView(script)
    try dataSource.tryApply(snapshot(["a", "b", "c", "d"]))
    let before = BadgedTableCell.made.map(state(of:))
    (script.scribbled, script.failing) = (["c"], "d")
    #expect(throws: TableViewError.self) { try view.tryScroll(toRow: 2) }
    #expect(BadgedTableCell.made.map(state(of:)) == before)
    #expect(view.invariantViolations().isEmpty)
  }
}
