// The value-type snapshot: storage layout and the core queries. Mutations live in +Sections / +Items,
// failures in SnapshotError, invariants in +Invariants.

/// A pure-Swift, `Sendable` value type with the API of `NSDiffableDataSourceSnapshot`: ordered sections, each
/// with an ordered list of items; every section identifier and every item identifier is unique.
///
/// Storage is flat: one contiguous array of section identifiers, one contiguous item array per section, an O(1)
/// section index. (Placeholder layout; the Snapshot owner completes this type.)
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  public typealias Section = SectionIdentifierType
  public typealias Item = ItemIdentifierType

  /// Section identifiers in order.
  @usableFromInline internal var _sectionIdentifiers: ContiguousArray<SectionIdentifierType>
  /// `_sectionItems[i]` holds the items of `_sectionIdentifiers[i]`, in order.
  @usableFromInline internal var _sectionItems: ContiguousArray<ContiguousArray<ItemIdentifierType>>
  /// Section identifier → index in `_sectionIdentifiers`.
  @usableFromInline internal var _sectionIndex: [SectionIdentifierType: Int]
  /// Total number of items.
  @usableFromInline internal var _numberOfItems: Int
  /// Reload / reconfigure marks, in the order they were recorded, without repeats.
  @usableFromInline internal var _reloadedSections: ContiguousArray<SectionIdentifierType>
  @usableFromInline internal var _reloadedItems: ContiguousArray<ItemIdentifierType>
  @usableFromInline internal var _reconfiguredItems: ContiguousArray<ItemIdentifierType>

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {
    _sectionIdentifiers = []
    _sectionItems = []
    _sectionIndex = [:]
    _numberOfItems = 0
    _reloadedSections = []
    _reloadedItems = []
    _reconfiguredItems = []
  }
}

// PLACEHOLDER (unvalidated) mutators so that other parts can build snapshots; the Snapshot owner replaces them.
extension DiffableDataSourceSnapshot {
  public var sectionIdentifiers: [SectionIdentifierType] { Array(_sectionIdentifiers) }
  public var numberOfSections: Int { _sectionIdentifiers.count }
  public var numberOfItems: Int { _numberOfItems }
  public var itemIdentifiers: [ItemIdentifierType] { _sectionItems.flatMap { $0 } }
  public func itemIdentifiers(inSection section: SectionIdentifierType) -> [ItemIdentifierType] {
    Array(_sectionItems[_sectionIndex[section]!])
  }
  public var reloadedSectionIdentifiers: [SectionIdentifierType] { Array(_reloadedSections) }
  public var reloadedItemIdentifiers: [ItemIdentifierType] { Array(_reloadedItems) }
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { Array(_reconfiguredItems) }
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for s in identifiers {
      _sectionIndex[s] = _sectionIdentifiers.count
      _sectionIdentifiers.append(s)
      _sectionItems.append([])
    }
  }
  public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil) {
    let i = section.map { _sectionIndex[$0]! } ?? (_sectionIdentifiers.count - 1)
    _sectionItems[i].append(contentsOf: identifiers)
    _numberOfItems += identifiers.count
  }
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) { _reloadedSections.append(contentsOf: identifiers) }
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { _reloadedItems.append(contentsOf: identifiers) }
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { _reconfiguredItems.append(contentsOf: identifiers) }
}
