// The failures of `DiffableDataSourceSectionSnapshot` (docs/semantics.md §2.2, §8.2–§8.3), with Apple's messages.

/// Every way a `DiffableDataSourceSectionSnapshot` operation can fail, with the offending identifiers rendered with
/// `String(describing:)`. `description` is Apple's exception text with the identifiers filled in.
///
/// The checked `try…` methods throw these values and leave the section snapshot untouched; the Apple-shaped
/// methods trap with `description` as the message.
public enum SectionSnapshotError: CataloguedFailure, Equatable, Hashable, Sendable {
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

  /// The failure's catalogue entry with its identifiers.
  public var failureMessage: FailureMessage {
    typealias C = FailureCatalogue
    return switch self {
    case .duplicateItems(let ids): C.sectionSnapshotDuplicates.message([.list(ids)])
    case .parentNotFound(let id): C.parentNotFound.message([.text(id)])
    case .insertBeforeItemNotFound(let id): C.insertBeforeNotFound.message([.text(id)])
    case .insertAfterItemNotFound(let id): C.insertAfterNotFound.message([.text(id)])
    case .deleteItemNotFound(let id): C.deleteNotFound.message([.text(id)])
    case .itemNotFound(let id): C.itemNotInSectionSnapshot.message([.text(id)])
    case .childNotFound(let id): C.childNotFound.message([.text(id)])
    }
  }
}
