// The result builder that collects items: of one type, or (over `AnyItem`) of mixed types, each wrapped.

/// What every builder of Lists shares: it collects `Element`s into an array from single elements, arrays, optionals,
/// `if`/`else`, `for` loops and `#available` blocks, concatenated in order. A builder conforms and names its element;
/// it adds only the expressions of its own (a bare item as an outline leaf, a view model wrapped in `AnyItem`).
public protocol ArrayCollectingBuilder {
  /// What the builder collects.
  associatedtype Element
}

extension ArrayCollectingBuilder {
  /// One element.
  public static func buildExpression(_ element: Element) -> [Element] { [element] }
  /// An array of elements, in order.
  public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
  /// An optional element: nothing when nil.
  public static func buildExpression(_ element: Element?) -> [Element] { element.map { [$0] } ?? [] }
  /// The statements of a block, concatenated.
  public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
  /// An `if` without `else`: nothing when its condition is false.
  public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
  /// The first branch of an `if`/`else` or a `switch`.
  public static func buildEither(first part: [Element]) -> [Element] { part }
  /// The second branch of an `if`/`else` or a `switch`.
  public static func buildEither(second part: [Element]) -> [Element] { part }
  /// A `for` loop's iterations, concatenated.
  public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
  /// An `if #available` block.
  public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

/// Collects items: single items, arrays, optionals, `if`/`else`, `for` loops and `#available` blocks.
@resultBuilder
public enum ItemsBuilder<Item>: ArrayCollectingBuilder {
  public typealias Element = Item
}

extension ItemsBuilder where Item == AnyItem {
  /// A value of any `CellViewModel` type, wrapped in `AnyItem`.
  public static func buildExpression<T: CellViewModel>(_ item: T) -> [AnyItem] { [AnyItem(item)] }
  /// An optional value of any `CellViewModel` type, wrapped when present.
  public static func buildExpression<T: CellViewModel>(_ item: T?) -> [AnyItem] { item.map { [AnyItem($0)] } ?? [] }
  /// An array of one `CellViewModel` type, each wrapped.
  public static func buildExpression<T: CellViewModel>(_ items: [T]) -> [AnyItem] { items.map(AnyItem.init) }
}

/// Collects items of any `CellViewModel` types, wrapping each in `AnyItem`: single values, arrays of one type,
/// `[AnyItem]`, optionals, `if`/`else`, `for` loops and `#available` blocks. `ItemsBuilder` over `AnyItem`.
public typealias MixedItemsBuilder = ItemsBuilder<AnyItem>
