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

  /// Creates an empty snapshot: no sections, no items.
  @inlinable
  public init() {
    _sectionIdentifiers = []
    _sectionItems = []
    _sectionIndex = [:]
    _numberOfItems = 0
  }
}
