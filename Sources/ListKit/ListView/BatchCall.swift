// One update call of a batch as a value: what both views record inside a batch block, and what the shared calls
// (`ListViewCall.update`, `HeadlessListView.tryPerformBatchUpdates`) carry.

/// One update call of a batch, with UIKit's index frames: deletes, reloads, reconfigures and move sources name the
/// state before the update; inserts and move destinations the state after it (docs/semantics.md §4.1). Case names
/// say "item"; in a table view the item is a row.
public enum BatchCall: Sendable, Hashable {
  /// `deleteItems(at:)` / `deleteRows(at:with:)`.
  case deleteItems([IndexPath])
  /// `insertItems(at:)` / `insertRows(at:with:)`.
  case insertItems([IndexPath])
  /// `reloadItems(at:)` / `reloadRows(at:with:)`.
  case reloadItems([IndexPath])
  /// `reconfigureItems(at:)` / `reconfigureRows(at:)`.
  case reconfigureItems([IndexPath])
  /// `moveItem(at:to:)` / `moveRow(at:to:)`.
  case moveItem(IndexPath, to: IndexPath)
  /// `deleteSections(_:)` / `deleteSections(_:with:)`.
  case deleteSections([Int])
  /// `insertSections(_:)` / `insertSections(_:with:)`.
  case insertSections([Int])
  /// `reloadSections(_:)` / `reloadSections(_:with:)`.
  case reloadSections([Int])
  /// `moveSection(_:toSection:)`.
  case moveSection(Int, to: Int)

  /// Adds the call to a recorded batch, as the view records it.
  ///
  /// - Complexity: O(index paths or sections of the call).
  public func record(into update: inout BatchUpdate) {
    switch self {
    case .deleteItems(let paths): update.deletedItems += paths
    case .insertItems(let paths): update.insertedItems += paths
    case .reloadItems(let paths): update.reloadedItems += paths
    case .reconfigureItems(let paths): update.reconfiguredItems += paths
    case .moveItem(let from, let to): update.movedItems.append(.init(from: from, to: to))
    case .deleteSections(let sections): update.deletedSections += sections
    case .insertSections(let sections): update.insertedSections += sections
    case .reloadSections(let sections): update.reloadedSections += sections
    case .moveSection(let from, let to): update.movedSections.append(.init(from: from, to: to))
    }
  }
}
