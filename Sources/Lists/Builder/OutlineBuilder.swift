// The outline DSL: `OutlineItem(item, isExpanded:) { children }` collected by `OutlineItemBuilder`, and the
// section-snapshot initializer that builds the tree through the checked API (duplicates are detected).

/// A node of an outline: an item, whether it starts expanded, and its children.
public struct OutlineItem<Item: Hashable & Sendable>: Sendable {
  public var item: Item
  public var isExpanded: Bool
  public var children: [OutlineItem<Item>]

  public init(_ item: Item, isExpanded: Bool = false, @OutlineItemBuilder<Item> children: () -> [OutlineItem<Item>]) {
    self.init(item, isExpanded: isExpanded, children: children())
  }

  public init(_ item: Item, isExpanded: Bool = false, children: [OutlineItem<Item>] = []) {
    self.item = item
    self.isExpanded = isExpanded
    self.children = children
  }

  /// The labelled spelling: `OutlineItem(item: folder, children: [OutlineItem(item: file)])`.
  public init(item: Item, isExpanded: Bool = false, children: [OutlineItem<Item>] = []) {
    self.init(item, isExpanded: isExpanded, children: children)
  }

  /// The labelled spelling with the children's builder.
  public init(item: Item, isExpanded: Bool = false, @OutlineItemBuilder<Item> children: () -> [OutlineItem<Item>]) {
    self.init(item, isExpanded: isExpanded, children: children())
  }
}

/// Collects `OutlineItem`s (bare items become leaves).
@resultBuilder
public enum OutlineItemBuilder<Item: Hashable & Sendable>: ArrayCollectingBuilder {
  public typealias Element = OutlineItem<Item>
  /// A node of the outline.
  public typealias Node = OutlineItem<Item>
  /// A bare item: a leaf.
  public static func buildExpression(_ item: Item) -> [Element] { [Element(item)] }
}

extension DiffableDataSourceSectionSnapshot {
  /// Builds the tree with `append(_:to:)` and `expand(_:)`, exactly as imperative code would; a repeated item
  /// throws the section snapshot's uniqueness error.
  public init(validating nodes: [OutlineItem<ItemIdentifierType>]) throws(SectionSnapshotError) {
    self.init()
    try appendNodes(nodes, to: nil)
  }

  /// The checked DSL initializer.
  public init(@OutlineItemBuilder<ItemIdentifierType> validating content: () -> [OutlineItem<ItemIdentifierType>])
    throws(SectionSnapshotError)
  {
    try self.init(validating: content())
  }

  /// The DSL initializer, Apple-shaped (traps on Apple's errors).
  public init(@OutlineItemBuilder<ItemIdentifierType> outline content: () -> [OutlineItem<ItemIdentifierType>]) {
    do { try self.init(validating: content()) } catch { preconditionFailure(error.description) }
  }

  private mutating func appendNodes(_ nodes: [OutlineItem<ItemIdentifierType>], to parent: ItemIdentifierType?)
    throws(SectionSnapshotError)
  {
    guard !nodes.isEmpty else { return }
    try tryAppend(nodes.map(\.item), to: parent)
    let expanded = nodes.filter(\.isExpanded).map(\.item)
    if !expanded.isEmpty { expand(expanded) }
    for node in nodes where !node.children.isEmpty {
      try appendNodes(node.children, to: node.item)
    }
  }
}
