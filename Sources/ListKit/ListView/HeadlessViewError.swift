// The headless views' errors: one value per UIKit failure, carrying UIKit's message (docs/semantics.md §4.2, §9) with
// the real numbers filled in and the view's own words (`Kind`). The checked API throws these; the UIKit-shaped API
// traps with `description`.

/// A failure of the headless collection view, with UIKit's exception text as `description` (docs/semantics.md §4.2).
public typealias CollectionViewError = HeadlessViewError<CollectionViewKind>

/// A failure of the headless table view, with UIKit's exception text as `description`, in the table's words
/// ("row", "table view"; semantics.md §9).
public typealias TableViewError = HeadlessViewError<TableViewKind>

/// A failure of a headless view, with UIKit's exception text as `description`, worded for the view's `Kind`
/// (``CollectionViewError`` says "item" and "collection view", ``TableViewError`` "row" and "table view").
///
/// Batch-update failures carry the rule number of docs/semantics.md §4.2 in ``rule`` (R1–R17). Index paths are printed
/// as UIKit prints an `NSIndexPath`, without the object address: `{length = 2, path = 0 - 3}`. Case names say
/// "item"; in a table view the item is a row.
public enum HeadlessViewError<Kind: HeadlessViewKind>: CataloguedFailure, Equatable, Hashable, Sendable {
  // R1
  /// R1: an index path is both deleted and reloaded.
  case deleteAndReloadSameIndexPath(IndexPath)
  /// R1 (section variant): a section is both deleted and reloaded.
  case deleteAndReloadSameSection(Int)
  // R2
  /// R2: an index path is deleted (or reloaded) and also the source of a move.
  case deleteAndMoveFromSameIndexPath(IndexPath)
  /// R2 (section variant): a section is deleted (or reloaded) and also the source of a move.
  case deleteAndMoveFromSameSection(Int)
  // R3
  /// R3: an index path is inserted and also the destination of a move.
  case insertAndMoveToSameIndexPath(IndexPath)
  /// R3 (section variant): a section is inserted and also the destination of a move.
  case insertAndMoveToSameSection(Int)
  // R4–R6
  /// R4: a deleted (or reloaded) section does not exist before the update.
  case deleteSectionOutOfBounds(section: Int, sectionCountBefore: Int)
  /// R5: a deleted (or reloaded) item is in a section that does not exist before the update.
  case deleteItemFromNonexistentSection(item: Int, section: Int, sectionCountBefore: Int)
  /// R6: a deleted (or reloaded) item does not exist before the update.
  case deleteItemOutOfBounds(item: Int, section: Int, itemCountBefore: Int)
  // R7–R9
  /// R7: an inserted section is past the section count after the update.
  case insertSectionOutOfBounds(section: Int, sectionCountAfter: Int)
  /// R8: an inserted item is in a section that does not exist after the update.
  case insertItemIntoNonexistentSection(item: Int, section: Int, sectionCountAfter: Int)
  /// R9: an inserted item is past the item count of its section after the update.
  case insertItemOutOfBounds(item: Int, section: Int, itemCountAfter: Int)
  // R10–R11
  /// R10: the source of an item move does not exist before the update.
  case moveFromNonexistentItem(IndexPath, itemCountBefore: Int)
  /// R10: the source of an item move is in a section that does not exist before the update.
  case moveFromNonexistentSection(IndexPath, sectionCountBefore: Int)
  /// R10 (section variant): a moved section does not exist before the update.
  case moveNonexistentSection(section: Int, sectionCountBefore: Int)
  /// R11: the destination of an item move does not exist after the update.
  case moveToNonexistentItem(from: IndexPath, to: IndexPath, itemCountAfter: Int)
  /// R11: the destination of an item move is in a section that does not exist after the update.
  case moveToNonexistentSection(from: IndexPath, to: IndexPath, sectionCountAfter: Int)
  /// R11 (section variant): a section is moved past the section count after the update.
  case moveSectionToNonexistentSection(section: Int, newSection: Int, sectionCountAfter: Int)
  // R12
  /// R12: one item moved to two destinations (source, first destination, second destination).
  case itemMovedToTwoDestinations(IndexPath, IndexPath, IndexPath)
  /// R12: two items moved to one destination (first source, second source, destination).
  case twoItemsMovedToOneDestination(IndexPath, IndexPath, IndexPath)
  /// R12 (section variant): one section moved to two destinations.
  case sectionMovedToTwoDestinations(Int, Int, Int)
  /// R12 (section variant): two sections moved to one destination.
  case twoSectionsMovedToOneDestination(Int, Int, Int)
  // R13
  /// R13: an item is moved out of a section deleted (or reloaded) in the same batch; the old section index.
  case moveFromDeletedSection(Int)
  /// R13: an item is moved into a section inserted (or reloaded) in the same batch; the final section index.
  case moveIntoInsertedSection(Int)
  // R14–R16
  /// R14: the section count after the update does not match the count before plus inserts minus deletes.
  case invalidNumberOfSections(after: Int, before: Int, inserted: Int, deleted: Int)
  /// R15: the item count of an existing section after the update does not add up; `section` is the final index.
  case invalidNumberOfItems(
    section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
  /// R16: the data source's counts read before the update block differ from the counts the view shows, so the
  /// data source changed its model outside a batch update (iOS 16.4+ check). `updates` lists the recorded
  /// operations (a reload as a Delete + Insert pair, both at the original index path).
  case inconsistentDataSourceCounts(before: [Int], after: [Int], updates: [String])
  // R17
  /// R17: a query for the item count of a section that does not exist.
  case sectionOutOfBounds(section: Int, sectionCount: Int)
  // Cells, supplementary views and misuse.
  /// Dequeue of a reuse identifier that was never registered for the element kind.
  case unregisteredReuseIdentifier(kind: String, identifier: String)
  /// The data source returned nil from `collectionView(_:cellForItemAt:)`.
  case cellProviderReturnedNil(IndexPath)
  /// The data source returned nil for a supplementary view of a kind listed in `supplementaryElementKinds`.
  case supplementaryViewProviderReturnedNil(kind: String, IndexPath)
  /// `reloadData()` was called inside a batch update's block.
  case reloadDataInsideBatchUpdates
  /// `performBatchUpdates` was called inside another batch update's block.
  case nestedBatchUpdates
  /// A reconfigured index path does not exist in the state before the update.
  case reconfigureItemOutOfBounds(IndexPath, sectionCount: Int, itemCount: Int?)
  /// An index path passed to a query, scroll or selection call does not exist in the view.
  case invalidIndexPath(operation: String, IndexPath)
  // Cells and registrations (docs/semantics.md §10).
  /// A cell was dequeued with a registration that was created while the view was asking its data source for a cell
  /// (UIKit, iOS 15+; collection view only).
  case registrationCreatedInsideCellProvider
  /// While an item was reconfigured, its cell provider dequeued with another registration or reuse identifier than
  /// the one its existing cell was dequeued with (a change of cell type needs `reloadItems`).
  case reconfigureDequeuedDifferentIdentifier(existing: String, dequeued: String)
  /// The data source returned a cell it did not obtain from a dequeue (it has no reuse identifier; collection view
  /// only: a table accepts such a cell and never reuses it).
  case cellNotDequeued(IndexPath)
  /// The diffable data source's cell provider returned nil (UIKit's diffable message, item and view filled in).
  case diffableCellProviderReturnedNil(IndexPath, item: String, view: String)
  /// The view asked the diffable data source for a supplementary view, and no `supplementaryViewProvider` is set.
  case supplementaryViewProviderNotSpecified(kind: String, IndexPath)
  /// The diffable data source's supplementary view provider returned nil.
  case diffableSupplementaryViewProviderReturnedNil(kind: String, IndexPath, view: String)
  /// Asked for a supplementary view of one element kind, the data source returned a view dequeued for another
  /// (a supplementary registration of another kind).
  case supplementaryKindMismatch(requested: String, dequeued: String)

  /// The rule number (1–17) of docs/semantics.md §4.2 this error reports, or nil for errors outside the batch rules.
  public var rule: Int? {
    switch self {
    case .deleteAndReloadSameIndexPath, .deleteAndReloadSameSection: 1
    case .deleteAndMoveFromSameIndexPath, .deleteAndMoveFromSameSection: 2
    case .insertAndMoveToSameIndexPath, .insertAndMoveToSameSection: 3
    case .deleteSectionOutOfBounds: 4
    case .deleteItemFromNonexistentSection: 5
    case .deleteItemOutOfBounds: 6
    case .insertSectionOutOfBounds: 7
    case .insertItemIntoNonexistentSection: 8
    case .insertItemOutOfBounds: 9
    case .moveFromNonexistentItem, .moveFromNonexistentSection, .moveNonexistentSection: 10
    case .moveToNonexistentItem, .moveToNonexistentSection, .moveSectionToNonexistentSection: 11
    case .itemMovedToTwoDestinations, .twoItemsMovedToOneDestination, .sectionMovedToTwoDestinations,
      .twoSectionsMovedToOneDestination:
      12
    case .moveFromDeletedSection, .moveIntoInsertedSection: 13
    case .invalidNumberOfSections: 14
    case .invalidNumberOfItems: 15
    case .inconsistentDataSourceCounts: 16
    case .sectionOutOfBounds: 17
    case .unregisteredReuseIdentifier, .cellProviderReturnedNil, .supplementaryViewProviderReturnedNil,
      .reloadDataInsideBatchUpdates, .nestedBatchUpdates, .reconfigureItemOutOfBounds, .invalidIndexPath,
      .registrationCreatedInsideCellProvider, .reconfigureDequeuedDifferentIdentifier, .cellNotDequeued,
      .diffableCellProviderReturnedNil, .supplementaryViewProviderNotSpecified,
      .diffableSupplementaryViewProviderReturnedNil, .supplementaryKindMismatch:
      nil
    }
  }

  /// The failure's catalogue entry, in the view's words, with its numbers and identifiers.
  public var failureMessage: FailureMessage {
    typealias C = FailureCatalogue
    let wording: FailureWording = Kind.isTable ? .tableView : .collectionView
    func message(_ entry: C.Entry, _ values: FailureMessage.Value...) -> FailureMessage {
      entry.message(values, wording: wording)
    }
    func n(_ value: Int) -> FailureMessage.Value { .number(value) }
    func p(_ value: IndexPath) -> FailureMessage.Value { .indexPath(value) }
    return switch self {
    case .deleteAndReloadSameIndexPath(let path): message(C.r1, p(path))
    case .deleteAndReloadSameSection(let s): message(C.r1Section, n(s))
    case .deleteAndMoveFromSameIndexPath(let path): message(C.r2, p(path))
    case .deleteAndMoveFromSameSection(let s): message(C.r2Section, n(s))
    case .insertAndMoveToSameIndexPath(let path): message(C.r3, p(path))
    case .insertAndMoveToSameSection(let s): message(C.r3Section, n(s))
    case .deleteSectionOutOfBounds(let s, let count): message(C.r4, n(s), n(count))
    case .deleteItemFromNonexistentSection(let i, let s, let count): message(C.r5, n(i), n(s), n(count))
    case .deleteItemOutOfBounds(let i, let s, let count): message(C.r6, n(i), n(s), n(count))
    case .insertSectionOutOfBounds(let s, let count): message(C.r7, n(s), n(count))
    case .insertItemIntoNonexistentSection(let i, let s, let count): message(C.r8, n(i), n(s), n(count))
    case .insertItemOutOfBounds(let i, let s, let count): message(C.r9, n(i), n(s), n(count), n(s))
    case .moveFromNonexistentItem(let path, let count): message(C.r10, p(path), n(count), n(path.section))
    case .moveFromNonexistentSection(let path, let count): message(C.r10MissingSection, p(path), n(count))
    case .moveNonexistentSection(let s, let count): message(C.r10Section, n(s), n(count))
    case .moveToNonexistentItem(let from, let to, let count): message(C.r11, p(from), p(to), n(count), n(to.section))
    case .moveToNonexistentSection(let from, let to, let count): message(C.r11MissingSection, p(from), p(to), n(count))
    case .moveSectionToNonexistentSection(let s, let t, let count): message(C.r11Section, n(s), n(t), n(count))
    case .itemMovedToTwoDestinations(let from, let a, let b): message(C.r12TwoDestinations, p(from), p(a), p(b))
    case .twoItemsMovedToOneDestination(let a, let b, let to): message(C.r12TwoSources, p(a), p(b), p(to))
    case .sectionMovedToTwoDestinations(let s, let a, let b): message(C.r12SectionTwoDestinations, n(s), n(a), n(b))
    case .twoSectionsMovedToOneDestination(let a, let b, let t): message(C.r12SectionTwoSources, n(a), n(b), n(t))
    case .moveFromDeletedSection(let s):
      // UITableView's classic message names no section (docs/semantics.md §4.2, R13).
      Kind.isTable ? message(C.r13FromDeleted) : message(C.r13FromDeleted, n(s))
    case .moveIntoInsertedSection(let s): message(C.r13IntoInserted, n(s))
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      message(C.r14, n(after), n(before), n(inserted), n(deleted))
    case .invalidNumberOfItems(let s, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      message(C.r15, n(s), n(after), n(before), n(inserted), n(deleted), n(movedIn), n(movedOut))
    case .inconsistentDataSourceCounts(let before, let after, let updates):
      message(C.r16, .counts(before), .counts(after), .list(updates))
    case .sectionOutOfBounds(let s, let count): message(C.r17, n(s), n(count))
    case .unregisteredReuseIdentifier(let kind, let identifier):
      Kind.isTable
        ? message(C.unregistered, .text(identifier)) : message(C.unregistered, .text(kind), .text(identifier))
    case .cellProviderReturnedNil(let path): message(C.plainNilCell, p(path))
    case .supplementaryViewProviderReturnedNil(let kind, let path):
      message(C.plainNilSupplementary, .text(kind), p(path))
    case .reloadDataInsideBatchUpdates: message(C.reloadDataInsideBatch)
    case .nestedBatchUpdates: message(C.nestedBatch)
    case .reconfigureItemOutOfBounds(let path, let sections, let count):
      if let count {
        message(C.reconfigureOutOfBounds, n(path.item), n(path.section), n(count), n(path.section))
      } else {
        message(C.reconfigureMissingSection, n(path.item), n(path.section), n(sections))
      }
    case .invalidIndexPath(let operation, let path): message(C.invalidIndexPath, .text(operation), p(path))
    case .registrationCreatedInsideCellProvider: message(C.registrationInProvider)
    case .reconfigureDequeuedDifferentIdentifier(let existing, let dequeued):
      message(C.reconfigureOtherCell, .text(dequeued), .text(existing))
    case .cellNotDequeued: message(C.cellNotDequeued)
    case .diffableCellProviderReturnedNil(let path, let identifier, let viewDescription):
      message(C.nilCell, p(path), .text(identifier), .text(viewDescription))
    case .supplementaryViewProviderNotSpecified(let kind, let path):
      message(C.supplementaryProviderMissing, .text(kind), p(path))
    case .diffableSupplementaryViewProviderReturnedNil(let kind, let path, let viewDescription):
      message(C.nilSupplementary, .text(kind), p(path), .text(viewDescription))
    case .supplementaryKindMismatch(let requested, let dequeued):
      message(C.supplementaryKindMismatch, .text(requested), .text(dequeued))
    }
  }
}

extension IndexPath {
  /// The index path as UIKit prints an `NSIndexPath`, without the object address: `{length = 2, path = 0 - 3}`.
  var uikitDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
