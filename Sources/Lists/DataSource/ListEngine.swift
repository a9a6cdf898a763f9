// The engine data source under a list: a collection view's or a table view's diffable data source. The list layer
// applies and queries through ListKit's one `DiffableListDataSource`, so ListDataSource and MixedListDataSource drive
// either view.

/// The table data source a list drives a table with: section titles from the list's header/footer text, and the
/// user's swipe-delete and interactive move delivered to the list (semantics.md §9), as an app's subclass of
/// `UITableViewDiffableDataSource` would.
@MainActor
public final class ListTableDataSource<SectionID: Hashable & Sendable, Item: Hashable & Sendable>:
  TableViewDiffableDataSource<SectionID, Item>
{
  /// The header title of a section (the list's header text); nil for none.
  public var headerTitle: (@MainActor (SectionID) -> String?)?
  /// The footer title of a section; nil for none.
  public var footerTitle: (@MainActor (SectionID) -> String?)?
  /// Whether the user may swipe-delete an item (`canEditRowAt`); nil means no.
  public var canDelete: (@MainActor (Item) -> Bool)?
  /// The user swiped an item and tapped Delete (`commit(.delete, forRowAt:)`): update the model.
  public var delete: (@MainActor (Item) -> Void)?
  /// Whether the user may move an item (`canMoveRowAt`); nil means no.
  public var canMove: (@MainActor (Item) -> Bool)?
  /// The user moved an item from `source` (before the move) to `destination` (after it); the data source's snapshot
  /// already shows the move (it applies the moved snapshot without animation, as apps do in `moveRowAt`).
  public var didMove: (@MainActor (Item, _ source: IndexPath, _ destination: IndexPath) -> Void)?

  public override func tableView(_ tableView: HeadlessTableView, titleForHeaderInSection section: Int) -> String? {
    sectionIdentifier(for: section).flatMap { headerTitle?($0) }
  }

  public override func tableView(_ tableView: HeadlessTableView, titleForFooterInSection section: Int) -> String? {
    sectionIdentifier(for: section).flatMap { footerTitle?($0) }
  }

  public override func tableView(_ tableView: HeadlessTableView, canEditRowAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let canDelete else { return false }
    return canDelete(item)
  }

  public override func tableView(
    _ tableView: HeadlessTableView, commit editingStyle: HeadlessTableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
    delete?(item)
  }

  public override func tableView(_ tableView: HeadlessTableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    guard let item = itemIdentifier(for: indexPath), let canMove else { return false }
    return canMove(item)
  }

  /// The pattern of semantics.md §9: the moved item is moved to the destination in `snapshot()` (taken out and put
  /// before the row now there, or at the section's end: `moveItem(_:to:)`), applied without animation — which sends nothing, as the table
  /// already shows it — then `didMove` is told.
  public override func tableView(
    _ tableView: HeadlessTableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard let item = itemIdentifier(for: sourceIndexPath) else { return }
    var moved = snapshot()
    moved.moveItem(item, to: destinationIndexPath)
    apply(moved, animatingDifferences: false)
    didMove?(item, sourceIndexPath, destinationIndexPath)
  }
}
