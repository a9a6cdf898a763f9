// The failures of `DiffableDataSourceSectionSnapshot` (docs/semantics.md §2.2, §8.2–§8.3), with Apple's messages.

/// Every way a `DiffableDataSourceSectionSnapshot` operation can fail, with the offending identifiers rendered with
/// `String(describing:)`. `description` is Apple's exception text with the identifiers filled in.
///
/// The checked `try…` methods throw these values and leave the section snapshot untouched; the Apple-shaped
/// methods trap with `description` as the message.
public enum SectionSnapshotError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// Items already in the tree, or repeated in the argument (append, insert, sub-snapshot insert, replace).
  case duplicateItems([String])
  /// `append(_:to:)`, `replace(childrenOf:using:)`, `snapshot(of:)` or `children(of:)` with a parent that is not
  /// in the section snapshot.
  case parentNotFound(String)
  /// `insert(_:before:)` relative to an item that is not in the section snapshot.
  case insertBeforeItemNotFound(String)
  /// `insert(_:after:)` relative to an item that is not in the section snapshot.
  case insertAfterItemNotFound(String)
  /// `delete(_:)` of an item that is not in the section snapshot (nothing is deleted).
  case deleteItemNotFound(String)
  /// `level(of:)`, `isExpanded(_:)` or `isVisible(_:)` of an item that is not in the section snapshot.
  case itemNotFound(String)
  /// `parent(of:)` of an item that is not in the section snapshot.
  case childNotFound(String)

  /// Apple's exception message with the identifiers filled in.
  public var description: String {
    switch self {
    case .duplicateItems(let ids):
      return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(identifierList(ids))"
    case .parentNotFound(let id):
      return "Parent item identifier does not exist in section snapshot: \(id)"
    case .insertBeforeItemNotFound(let id):
      return "Item identifier to insert before does not exist in section snapshot: \(id)"
    case .insertAfterItemNotFound(let id):
      return "Item identifier to insert after does not exist in section snapshot: \(id)"
    case .deleteItemNotFound(let id):
      return "Failed to find index of item \(id)"
    case .itemNotFound(let id):
      return "Item identifier does not exist in section snapshot: \(id)"
    case .childNotFound(let id):
      return "Child item identifier does not exist in section snapshot: \(id)"
    }
  }
}
