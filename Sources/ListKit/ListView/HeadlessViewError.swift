// The headless views' errors: one value per UIKit failure, carrying UIKit's message (docs/semantics.md §4.2, §9) with
// the real numbers filled in and the view's own words (`Kind`). The checked API throws these; the UIKit-shaped API
// traps with `description`.

/// A failure of a headless view, with UIKit's exception text as `description`, worded for the view's `Kind`
/// (``CollectionViewError`` says "item" and "collection view", ``TableViewError`` "row" and "table view").
///
/// Batch-update failures carry the rule number of docs/semantics.md §4.2 in ``rule`` (R1–R17). Index paths are printed
/// as UIKit prints an `NSIndexPath`, without the object address: `{length = 2, path = 0 - 3}`. Case names say
/// "item"; in a table view the item is a row.
public enum HeadlessViewError<Kind: HeadlessViewKind>: Error, Equatable, Hashable, Sendable,
  CustomStringConvertible
{
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
  /// The data source returned a cell it did not obtain from a dequeue (it has no reuse identifier).
  case cellNotDequeued(IndexPath)
  /// The diffable data source's cell provider returned nil (UIKit's diffable message, item and view filled in).
  case diffableCellProviderReturnedNil(IndexPath, item: String, view: String)
  /// The view asked the diffable data source for a supplementary view, and no `supplementaryViewProvider` is set.
  case supplementaryViewProviderNotSpecified(kind: String, IndexPath)
  /// The diffable data source's supplementary view provider returned nil.
  case diffableSupplementaryViewProviderReturnedNil(kind: String, IndexPath, view: String)

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
      .diffableSupplementaryViewProviderReturnedNil:
      nil
    }
  }

  /// UIKit's message for the failure, numbers filled in.
  public var description: String {
    let (item, items, view) = (Kind.element, Kind.element + "s", Kind.viewName)
    return switch self {
    case .deleteAndReloadSameIndexPath(let p):
      "attempt to delete and reload the same index path (\(p.uikitDescription))"
    case .deleteAndReloadSameSection(let s):
      "attempt to delete and reload the same section (\(s))"
    case .deleteAndMoveFromSameIndexPath(let p):
      "attempt to perform a delete and a move from the same index path (\(p.uikitDescription))"
    case .deleteAndMoveFromSameSection(let s):
      "attempt to perform a delete and a move from the same section (\(s))"
    case .insertAndMoveToSameIndexPath(let p):
      "attempt to perform an insert and a move to the same index path (\(p.uikitDescription))"
    case .insertAndMoveToSameSection(let s):
      "attempt to perform an insert and a move to the same section (\(s))"
    case .deleteSectionOutOfBounds(let s, let n):
      "attempt to delete section \(s), but there are only \(n) sections before the update"
    case .deleteItemFromNonexistentSection(let i, let s, let n):
      "attempt to delete \(item) \(i) from section \(s), but there are only \(n) sections before the update"
    case .deleteItemOutOfBounds(let i, let s, let n):
      "attempt to delete \(item) \(i) from section \(s) which only contains \(n) \(items) before the update"
    case .insertSectionOutOfBounds(let s, let n):
      "attempt to insert section \(s) but there are only \(n) sections after the update"
    case .insertItemIntoNonexistentSection(let i, let s, let n):
      "attempt to insert \(item) \(i) into section \(s), but there are only \(n) sections after the update"
    case .insertItemOutOfBounds(let i, let s, let n):
      "attempt to insert \(item) \(i) into section \(s), but there are only \(n) \(items) in section \(s) after the update"
    case .moveFromNonexistentItem(let p, let n):
      "attempt to move index path (\(p.uikitDescription)) that does not exist - there are only \(n) \(items) in section"
        + " \(p.section) before the update"
    case .moveFromNonexistentSection(let p, let n):
      "attempt to move index path (\(p.uikitDescription)) from a section that does not exist - there are only \(n)"
        + " sections before the update"
    case .moveNonexistentSection(let s, let n):
      "attempt to move section \(s), but there are only \(n) sections before the update"
    case .moveToNonexistentItem(let from, let to, let n):
      "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) that does not"
        + " exist - there are only \(n) \(items) in section \(to.section) after the update"
    case .moveToNonexistentSection(let from, let to, let n):
      "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) in section that"
        + " does not exist - there are only \(n) sections after the update"
    case .moveSectionToNonexistentSection(let s, let t, let n):
      "attempt to move section \(s) to section \(t), but there are only \(n) sections after the update"
    case .itemMovedToTwoDestinations(let from, let a, let b):
      "attempt to move \(item) at index path \(from.uikitDescription) to both \(a.uikitDescription) and"
        + " \(b.uikitDescription)"
    case .twoItemsMovedToOneDestination(let a, let b, let to):
      "attempt to move both \(item) at index path \(a.uikitDescription) and \(b.uikitDescription) to"
        + " \(to.uikitDescription)"
    case .sectionMovedToTwoDestinations(let s, let a, let b):
      "attempt to move section \(s) to both \(a) and \(b)"
    case .twoSectionsMovedToOneDestination(let a, let b, let t):
      "attempt to move both section \(a) and \(b) to \(t)"
    case .moveFromDeletedSection(let s):
      // UITableView's classic message names no section (docs/semantics.md §4.2, R13).
      Kind.isTable ? "cannot move a row from a deleted section" : "cannot move an item from a deleted section (\(s))"
    case .moveIntoInsertedSection(let s):
      "cannot move \(Kind.isTable ? "a row" : "an item") into a newly inserted section (\(s))"
    case .invalidNumberOfSections(let after, let before, let inserted, let deleted):
      "Invalid update: invalid number of sections.  The number of sections contained in the \(view) after"
        + " the update (\(after)) must be equal to the number of sections contained in the \(view) before"
        + " the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted,"
        + " \(deleted) deleted)."
    case .invalidNumberOfItems(let s, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
      "Invalid update: invalid number of \(items) in section \(s).  The number of \(items) contained in an existing"
        + " section after the update (\(after)) must be equal to the number of \(items) contained in that section"
        + " before the update (\(before)), plus or minus the number of \(items) inserted or deleted from that section"
        + " (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of"
        + " that section (\(movedIn) moved in, \(movedOut) moved out)."
    case .inconsistentDataSourceCounts(let before, let after, let updates):
      // A table's message says "rows" and "before and after" (iOS 16.4+ crash logs).
      "Invalid batch updates detected: the number of sections and/or \(items) returned by the data source before"
        + (Kind.isTable ? " and" : " and/or") + " after performing the batch updates are inconsistent with the"
        + " updates.\n"
        + "Data source before updates = \(Self.countsDescription(before))\n"
        + "Data source after updates = \(Self.countsDescription(after))\n"
        + "Updates = [ \(updates.joined(separator: ", ")) ]"
    case .sectionOutOfBounds(let s, let n):
      "request for number of \(items) in section \(s) when there are only \(n) sections in the \(view)"
    case .unregisteredReuseIdentifier(let kind, let identifier):
      Kind.isTable
        ? "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier"
          + " or connect a prototype cell in a storyboard"
        : "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for"
          + " the identifier or connect a prototype cell in a storyboard"
    case .cellProviderReturnedNil(let p):
      Kind.isTable
        ? "UITableView dataSource returned a nil cell for row at index path: \(p.uikitDescription)"
        : "the collection view's data source did not return a valid cell from"
          + " -collectionView:cellForItemAtIndexPath: for index path \(p.uikitDescription)"
    case .supplementaryViewProviderReturnedNil(let kind, let p):
      "the collection view's data source did not return a valid supplementary view of kind \(kind) from"
        + " -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for index path \(p.uikitDescription)"
    case .reloadDataInsideBatchUpdates:
      "reloadData must not be called inside the update block of performBatchUpdates"
    case .nestedBatchUpdates:
      "performBatchUpdates must not be called inside the update block of another performBatchUpdates"
    case .reconfigureItemOutOfBounds(let p, let sections, let count):
      if let count {
        "attempt to reconfigure \(item) \(p.item) in section \(p.section), but there are only \(count) \(items) in"
          + " section \(p.section) before the update"
      } else {
        "attempt to reconfigure \(item) \(p.item) in section \(p.section), but there are only \(sections) sections"
          + " before the update"
      }
    case .invalidIndexPath(let operation, let p):
      "attempt to \(operation) invalid index path: \(p.uikitDescription)"
    case .registrationCreatedInsideCellProvider:
      "Attempted to dequeue a cell using a registration that was created inside"
        + " -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider."
        + " Creating a new registration each time a cell is requested will prevent reuse and cause created cells to"
        + " remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up"
        + " front and reused."
    case .reconfigureDequeuedDifferentIdentifier(let existing, let dequeued):
      "Attempted to dequeue a cell for a different registration or reuse identifier than the existing cell when"
        + " reconfiguring an item, which is not allowed. You must dequeue a cell using the same registration or reuse"
        + " identifier that was used to dequeue the cell originally to obtain the existing cell. Dequeued reuse"
        + " identifier: \(dequeued); Existing cell reuse identifier: \(existing)"
    case .cellNotDequeued:
      Kind.isTable
        ? "the cell returned from -tableView:cellForRowAtIndexPath: does not have a reuseIdentifier - cells must be"
          + " retrieved by calling -dequeueReusableCellWithIdentifier:forIndexPath:"
        : "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must"
          + " be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
    case .diffableCellProviderReturnedNil(let p, let identifier, let viewDescription):
      "\(Kind.isTable ? "UITableViewDiffableDataSource" : "UICollectionViewDiffableDataSource") cell provider returned"
        + " nil for index path \(p.uikitDescription) with item identifier '\(identifier)', which is not allowed. You"
        + " must always return a cell to the \(view): \(viewDescription)"
    case .supplementaryViewProviderNotSpecified(let kind, let p):
      "UICollectionView (or one of its layouts) requested a supplementary view of kind '\(kind)' at index path"
        + " \(p.uikitDescription), but a supplementaryViewProvider was not specified on the diffable data source"
    case .diffableSupplementaryViewProviderReturnedNil(let kind, let p, let viewDescription):
      "UICollectionViewDiffableDataSource supplementary view provider returned nil for element kind '\(kind)' at"
        + " index path \(p.uikitDescription), which is not allowed. You must always return a supplementary view to"
        + " the collection view: \(viewDescription)"
    }
  }

  /// `{ 2 sections with item counts: [3, 0] }` (`row counts` in a table), as UIKit prints a data source's counts.
  static func countsDescription(_ counts: [Int]) -> String {
    let noun = counts.count == 1 ? "section" : "sections"
    return
      "{ \(counts.count) \(noun) with \(Kind.element) counts: [\(counts.map(String.init).joined(separator: ", "))] }"
  }
}

extension IndexPath {
  /// The index path as UIKit prints an `NSIndexPath`, without the object address: `{length = 2, path = 0 - 3}`.
  var uikitDescription: String {
    "{length = \(count), path = \(map(String.init).joined(separator: " - "))}"
  }
}
