// The value-type snapshot: storage layout, initialisers, equality and the private index helpers. Mutations live in
// +Sections / +Items, queries in +Queries, failures in SnapshotError, invariants in +Invariants.

/// A pure-Swift, `Sendable` value type with the API of `NSDiffableDataSourceSnapshot`: ordered sections, each
/// with an ordered list of items; every section identifier and every item identifier is unique (docs/semantics.md §1).
///
/// Storage: one contiguous array of section identifiers with an O(1) section index; the items of each section in a
/// persistent B-tree of fixed-size chunks (`_ItemList`); and one item table (`item → section slot`) that serves both
/// the uniqueness check of every insertion and the `item → section` lookups. The table maps to a *slot* (a stable
/// number given to each section when it is added) rather than to a section index, so inserting, moving or deleting
/// sections never rewrites the entries of other sections' items.
///
/// Copies share storage: copying a snapshot is O(1), and editing a copy copies only what the edit touches (the
/// chunks and tree nodes on the path to the change, the small per-section arrays) while the item table is shared
/// and versioned (`_SharedItemTable`). So the derive–edit–apply cycle
/// (`var s = dataSource.snapshot(); s.appendItems(page); dataSource.apply(s)`) costs O(page · log n), not O(n),
/// and the diff of a snapshot against the one it was derived from skips the shared chunks by identity.
///
/// Every mutator comes in two forms: the Apple-shaped one (`appendItems`) traps with Apple's message when Apple
/// raises; the checked one (`tryAppendItems`) throws `SnapshotError` and leaves the snapshot exactly as it was.
/// Warnings (re-added items that are moved into place) are returned by the checked form and sent to
/// `SnapshotWarning.handler` by the Apple-shaped one.
///
///     var snapshot = DiffableDataSourceSnapshot<String, Int>()
///     snapshot.appendSections(["A", "B"])
///     snapshot.appendItems([1, 2], toSection: "A")
///     snapshot.appendItems([3])          // to the last section, "B"
///     snapshot.itemIdentifiers           // [1, 2, 3]
///
/// Equality compares the ordered sections and the ordered items of each section; reload and reconfigure marks are
/// ignored (docs/semantics.md §1.5).
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The section identifier type (a shorter name).
  public typealias Section = SectionIdentifierType
  /// The item identifier type (a shorter name).
  public typealias Item = ItemIdentifierType

  /// Section identifiers in order.
  @usableFromInline internal var _sectionIdentifiers: ContiguousArray<SectionIdentifierType>
  /// `_sections[i]` holds the items of `_sectionIdentifiers[i]`, in order.
  @usableFromInline internal var _sections: ContiguousArray<_ItemList<ItemIdentifierType>>
  /// Section identifier → index in `_sectionIdentifiers`.
  @usableFromInline internal var _sectionIndex: [SectionIdentifierType: Int]
  /// Total number of items.
  @usableFromInline internal var _numberOfItems: Int
  /// Reload / reconfigure marks, in the order they were recorded, without repeats.
  @usableFromInline internal var _reloadedSections: ContiguousArray<SectionIdentifierType>
  @usableFromInline internal var _reloadedItems: ContiguousArray<ItemIdentifierType>
  @usableFromInline internal var _reconfiguredItems: ContiguousArray<ItemIdentifierType>

  /// Item → slot of the section that holds it. Holds exactly the items of the snapshot (shared with copies).
  @usableFromInline internal var _itemSlots: _SharedItemTable<ItemIdentifierType>
  /// `_sectionSlots[i]` is the slot of section `i`.
  @usableFromInline internal var _sectionSlots: ContiguousArray<Int>
  /// `_slotSections[slot]` is the index of the section that owns `slot`, or -1 for a free slot.
  @usableFromInline internal var _slotSections: ContiguousArray<Int>
  /// Free slots, reused before new ones are allocated.
  @usableFromInline internal var _freeSlots: ContiguousArray<Int>
  /// Lazily built answers to non-mutating queries (`indexOfItem`). Replaced or cleared by every mutation, so a
  /// copy never sees another copy's answers.
  @usableFromInline internal var _queryCache: SnapshotQueryCache<ItemIdentifierType>

  /// Creates an empty snapshot: no sections, no items.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init() {
    _sectionIdentifiers = []
    _sections = []
    _sectionIndex = [:]
    _numberOfItems = 0
    _reloadedSections = []
    _reloadedItems = []
    _reconfiguredItems = []
    _itemSlots = _SharedItemTable()
    _sectionSlots = []
    _slotSections = []
    _freeSlots = []
    _queryCache = SnapshotQueryCache()
  }

  /// Creates a snapshot with the given sections, each empty.
  ///
  /// - Complexity: O(s) for s sections.
  /// - Precondition: the sections are unique (else traps with Apple's "not unique" message).
  @inlinable
  public init(sections: [SectionIdentifierType]) {
    self.init()
    appendSections(sections)
  }
}

extension DiffableDataSourceSnapshot: Equatable {
  /// Two snapshots are equal when they have the same sections in the same order and the same items, in the same
  /// order, in each section. Reload and reconfigure marks are not compared.
  ///
  /// - Complexity: O(s + n); O(s) for copies that share their storage, and only the changed parts for a snapshot
  ///   and the one it was derived from.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._numberOfItems == rhs._numberOfItems && lhs._sectionIdentifiers == rhs._sectionIdentifiers
      && lhs._sections == rhs._sections
  }
}

// MARK: - Internal helpers shared by the mutators

extension DiffableDataSourceSnapshot {
  /// The items of every section as plain arrays (for tests and debugging; the engine reads `_sections`). Setting it
  /// replaces the items without touching the item table, which tests use to build invalid snapshots.
  ///
  /// - Complexity: O(n).
  internal var _sectionItems: ContiguousArray<ContiguousArray<ItemIdentifierType>> {
    get { ContiguousArray(_sections.map(\.elements)) }
    set { _sections = ContiguousArray(newValue.map { _ItemList($0) }) }
  }
}

extension DiffableDataSourceSnapshot {
  /// Drops the query cache of this value before it changes. A cache shared with copies is left to them.
  @inlinable
  internal mutating func _invalidateQueryCache() {
    if isKnownUniquelyReferenced(&_queryCache) {
      _queryCache.reset()
    } else {
      _queryCache = SnapshotQueryCache()
    }
  }

  /// Returns a free slot bound to section index `section`.
  @inlinable
  internal mutating func _allocateSlot(forSectionAt section: Int) -> Int {
    if let slot = _freeSlots.popLast() {
      _slotSections[slot] = section
      return slot
    }
    _slotSections.append(section)
    return _slotSections.count - 1
  }

  /// Recomputes `_sectionIndex` and `_slotSections` for the sections in `range` after they shifted.
  @inlinable
  internal mutating func _reindexSections(_ range: Range<Int>) {
    for i in range {
      _sectionIndex[_sectionIdentifiers[i]] = i
      _slotSections[_sectionSlots[i]] = i
    }
  }

  /// The repeated elements of `ids`, each once, in the order of their second occurrence; empty when unique.
  ///
  /// - Complexity: O(k) hash operations (cheap ones for `Int`, see `_itemTableHash`).
  @inlinable
  internal static func _duplicates<T: Hashable>(in ids: [T]) -> [T] {
    guard ids.count > 1 else { return [] }
    var seen = _ItemTable<T>()
    if seen.insertNew(ids, slot: 0) { return [] }
    var reported = Set<T>()
    var duplicates: [T] = []
    for id in ids where !seen.insertNew([id], slot: 0) {
      if reported.insert(id).inserted { duplicates.append(id) }
    }
    return duplicates
  }

  /// Throws `.itemsNotUnique` when `ids` repeats an identifier.
  @inlinable
  internal static func _checkUniqueItems(_ ids: [Item]) throws(SnapshotError) {
    let duplicates = _duplicates(in: ids)
    if !duplicates.isEmpty { throw .itemsNotUnique(duplicates.map { String(describing: $0) }) }
  }

  /// Throws `.sectionsNotUnique` when `ids` repeats an identifier.
  @inlinable
  internal static func _checkUniqueSections(_ ids: [Section]) throws(SnapshotError) {
    let duplicates = _duplicates(in: ids)
    if !duplicates.isEmpty { throw .sectionsNotUnique(duplicates.map { String(describing: $0) }) }
  }
}
