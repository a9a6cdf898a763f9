// The failures of `DiffableDataSourceSnapshot` (docs/semantics.md §1.2–§1.4, §8), each carrying Apple's exception text.

/// Every way a `DiffableDataSourceSnapshot` operation can fail, with the offending identifiers rendered with
/// `String(describing:)`.
///
/// `description` is the text of the `NSInternalInconsistencyException` Apple raises for the same mistake, with the
/// identifiers filled in. Where Apple's message ends in a dump of the whole update (`<...>`), the text says
/// `<update>`. Lists of identifiers are written `{(a, b)}`, in the order they first appear in the argument.
///
/// The checked `try…` methods throw these values and leave the snapshot untouched; the Apple-shaped methods trap
/// with `description` as the message.
public enum SnapshotError: CataloguedFailure, Equatable, Hashable, Sendable {
  /// An item operation on a snapshot that has no sections (checked first by `appendItems`).
  case noSections
  /// A section-identifier argument repeats identifiers (every section mutator checks this).
  case sectionsNotUnique([String])
  /// An item-identifier argument repeats identifiers (every item mutator checks this).
  case itemsNotUnique([String])
  /// `appendSections` / `insertSections` of sections that are already in the snapshot.
  case sectionsAlreadyExist([String])
  /// `appendItems(_:toSection:)` names a section that is not in the snapshot.
  case appendToUnknownSection(String)
  /// `insertSections(_:beforeSection:)` / `afterSection:` relative to a section that is not in the snapshot.
  case insertRelativeToUnknownSection(String)
  /// `insertSections` whose destination is one of the sections being inserted.
  case sectionInsertDestinationInInsertedSections(String)
  /// `insertItems(_:beforeItem:)` / `afterItem:` relative to an item that is not in the snapshot.
  case insertRelativeToUnknownItem(String)
  /// `insertItems` whose destination is one of the items being inserted.
  case itemInsertDestinationInInsertedItems(String)
  /// `moveSection` of a section relative to itself.
  case sectionMoveToItself(String)
  /// `moveSection` of a section that is not in the snapshot.
  case moveUnknownSection(String)
  /// `moveSection` relative to a section that is not in the snapshot.
  case moveRelativeToUnknownSection(String)
  /// `moveItem` of an item relative to itself.
  case itemMoveToItself(String)
  /// `moveItem` of an item that is not in the snapshot.
  case moveUnknownItem(String)
  /// `moveItem` relative to an item that is not in the snapshot.
  case moveRelativeToUnknownItem(String)
  /// `reloadSections` of a section that is not in the snapshot.
  case reloadUnknownSection(String)
  /// `reloadItems` of an item that is not in the snapshot.
  case reloadUnknownItem(String)
  /// `reconfigureItems` of an item that is not in the snapshot.
  case reconfigureUnknownItem(String)
  /// `numberOfItems(inSection:)` / `itemIdentifiers(inSection:)` of a section that is not in the snapshot.
  case sectionNotFound(String)

  /// The failure's catalogue entry with its identifiers.
  public var failureMessage: FailureMessage {
    typealias C = FailureCatalogue
    return switch self {
    case .noSections: C.noSections.message()
    case .sectionsNotUnique(let ids): C.sectionsNotUnique.message([.list(ids)])
    case .itemsNotUnique(let ids): C.itemsNotUnique.message([.list(ids)])
    case .sectionsAlreadyExist(let ids):
      ids.count == 1
        ? C.sectionAlreadyExists.message([.list(ids)])
        : C.sectionsAlreadyExist.message([.number(ids.count), .list(ids)])
    case .appendToUnknownSection, .insertRelativeToUnknownItem: C.sectionNotFoundParameter.message()
    case .insertRelativeToUnknownSection: C.insertIndexParameter.message()
    case .sectionInsertDestinationInInsertedSections(let id): C.sectionInsertDestinationInserted.message([.text(id)])
    case .itemInsertDestinationInInsertedItems(let id): C.itemInsertDestinationInserted.message([.text(id)])
    case .sectionMoveToItself(let id): C.sectionMoveToItself.message([.text(id)])
    case .moveUnknownSection: C.fromSectionParameter.message()
    case .moveRelativeToUnknownSection: C.toSectionParameter.message()
    case .itemMoveToItself(let id): C.itemMoveToItself.message([.text(id)])
    case .moveUnknownItem: C.fromIndexParameter.message()
    case .moveRelativeToUnknownItem: C.toIndexParameter.message()
    case .reloadUnknownSection(let id): C.reloadUnknownSection.message([.text(id)])
    case .reloadUnknownItem(let id): C.reloadUnknownItem.message([.text(id)])
    case .reconfigureUnknownItem(let id): C.reconfigureUnknownItem.message([.text(id)])
    case .sectionNotFound: C.sectionNotFound.message()
    }
  }
}
