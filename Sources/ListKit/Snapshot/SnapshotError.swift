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
public enum SnapshotError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
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

  /// Apple's exception message with the identifiers filled in.
  public var description: String {
    switch self {
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .sectionsNotUnique(let ids):
      return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(identifierList(ids))"
    case .itemsNotUnique(let ids):
      return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(identifierList(ids))"
    case .sectionsAlreadyExist(let ids):
      let phrase =
        ids.count == 1
        ? "1 section identifier that already exists" : "\(ids.count) section identifiers that already exist"
      return "Diffable data source detected an attempt to insert or append \(phrase) in the snapshot. "
        + "Identifiers in a snapshot must be unique. Duplicate identifiers: \(identifierList(ids))"
    case .appendToUnknownSection, .insertRelativeToUnknownItem:
      return "Invalid parameter not satisfying: section != NSNotFound"
    case .insertRelativeToUnknownSection:
      return "Invalid parameter not satisfying: insertIndex != NSNotFound"
    case .sectionInsertDestinationInInsertedSections(let id):
      return "Invalid update: destination for section operation [\(id)] is in the inserted section list for update: "
        + updatePlaceholder
    case .itemInsertDestinationInInsertedItems(let id):
      return "Invalid update: destination for insertion operation [\(id)] is in the insertion identifier list for "
        + "update: \(updatePlaceholder)."
    case .sectionMoveToItself(let id):
      return "Invalid update: destination for section move is the same as the source [\(id)] for update: "
        + "\(updatePlaceholder)."
    case .moveUnknownSection:
      return "Invalid parameter not satisfying: fromSection != NSNotFound"
    case .moveRelativeToUnknownSection:
      return "Invalid parameter not satisfying: toSection != NSNotFound"
    case .itemMoveToItself(let id):
      return "Invalid update: destination for item move is the same as the source [\(id)] for update: "
        + "\(updatePlaceholder)."
    case .moveUnknownItem:
      return "Invalid parameter not satisfying: fromIndex != NSNotFound"
    case .moveRelativeToUnknownItem:
      return "Invalid parameter not satisfying: toIndex != NSNotFound"
    case .reloadUnknownSection(let id):
      return "Attempted to reload section identifier that does not exist in the snapshot: \(id)"
    case .reloadUnknownItem(let id):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(id)"
    case .reconfigureUnknownItem(let id):
      return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(id)"
    case .sectionNotFound:
      return "Section identifier was not found. You can verify the section exists by calling the "
        + "indexOfSectionIdentifier API (which has O(1) performance)"
    }
  }
}

/// Stands for the dump of the whole update that Apple appends to some messages.
@usableFromInline let updatePlaceholder = "<update>"

/// `{(a, b)}`: Apple's rendering of an `NSSet` of identifiers, on one line.
@usableFromInline func identifierList(_ ids: [String]) -> String {
  "{(" + ids.joined(separator: ", ") + ")}"
}
