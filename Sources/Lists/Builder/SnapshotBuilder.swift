// The snapshot DSL: `SnapshotSection(id, header:, footer:) { items }` collected by `SnapshotBuilder`, and the
// snapshot initializers that build through the same checked API as imperative code (duplicates are detected).

/// One section of the snapshot DSL.
public struct SnapshotSection<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
  public var id: SectionID
  public var items: [Item]
  public var header: String?
  public var footer: String?

  public init(_ id: SectionID, header: String? = nil, footer: String? = nil, @ItemsBuilder<Item> items: () -> [Item]) {
    self.init(id, items: items(), header: header, footer: footer)
  }

  public init(_ id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// The section as a `SectionModel` (header and footer kept).
  public var model: SectionModel<SectionID, Item> {
    SectionModel(id: id, items: items, header: header, footer: footer)
  }
}

/// Collects `SnapshotSection`s: single sections, arrays, optionals, `if`/`else`, `for` loops, `#available`.
@resultBuilder
public enum SnapshotBuilder<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: ArrayCollectingBuilder {
  public typealias Element = SnapshotSection<SectionID, Item>
  /// A section of the snapshot.
  public typealias Section = SnapshotSection<SectionID, Item>
}

/// One section of mixed items (any `CellViewModel` types, wrapped in `AnyItem`): `SnapshotSection` over `AnyItem`,
/// whose items builder wraps each value.
public typealias MixedSection<SectionID: Hashable & Sendable> = SnapshotSection<SectionID, AnyItem>

/// Collects `MixedSection`s: `SnapshotBuilder` over `AnyItem`.
public typealias MixedSnapshotBuilder<SectionID: Hashable & Sendable> = SnapshotBuilder<SectionID, AnyItem>

extension DiffableDataSourceSnapshot {
  /// Builds a snapshot from section models exactly as the imperative API would (`appendSections` then
  /// `appendItems` per section): a repeated section or an item repeated inside one section throws Apple's error;
  /// an item repeated in a later section is moved there, with the warning returned in `warnings`.
  public init(
    validating sections: [SectionModel<SectionIdentifierType, ItemIdentifierType>],
    warnings: inout [SnapshotWarning]
  ) throws(SnapshotError) {
    self.init()
    try tryAppendSections(sections.map(\.id))
    for section in sections where !section.items.isEmpty {
      warnings += try tryAppendItems(section.items, toSection: section.id)
    }
  }

  /// The checked DSL initializer: `try DiffableDataSourceSnapshot(validating: { SnapshotSection(…) { … } })`.
  public init(
    @SnapshotBuilder<SectionIdentifierType, ItemIdentifierType> validating content: () -> [SnapshotSection<
      SectionIdentifierType, ItemIdentifierType
    >]
  ) throws(SnapshotError) {
    var warnings: [SnapshotWarning] = []
    try self.init(validating: content().map(\.model), warnings: &warnings)
    for warning in warnings { SnapshotWarning.handler(warning) }
  }

  /// The DSL initializer, Apple-shaped: traps with Apple's message where the imperative calls would.
  public init(
    @SnapshotBuilder<SectionIdentifierType, ItemIdentifierType> content: () -> [SnapshotSection<
      SectionIdentifierType, ItemIdentifierType
    >]
  ) {
    do { try self.init(validating: content) } catch { preconditionFailure(error.description) }
  }
}

extension DiffableDataSourceSnapshot where ItemIdentifierType == AnyItem {
  /// The checked mixed DSL initializer (`init(validating:)` under the name mixed code has used).
  public init(
    @MixedSnapshotBuilder<SectionIdentifierType> validatingMixed content: () -> [MixedSection<SectionIdentifierType>]
  ) throws(SnapshotError) {
    try self.init(validating: content)
  }

  /// The mixed DSL initializer, Apple-shaped (traps on Apple's errors).
  public init(@MixedSnapshotBuilder<SectionIdentifierType> mixed content: () -> [MixedSection<SectionIdentifierType>]) {
    self.init(content: content)
  }
}
