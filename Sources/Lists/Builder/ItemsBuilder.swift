// The result builder that collects items: of one type, or (over `AnyItem`) of mixed types, each wrapped.

/// Collects items: single items, arrays, optionals, `if`/`else`, `for` loops and `#available` blocks.
@resultBuilder
public enum ItemsBuilder<Item> {
  public static func buildExpression(_ item: Item) -> [Item] { [item] }
  public static func buildExpression(_ items: [Item]) -> [Item] { items }
  public static func buildExpression(_ item: Item?) -> [Item] { item.map { [$0] } ?? [] }
  public static func buildBlock(_ parts: [Item]...) -> [Item] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [Item]?) -> [Item] { part ?? [] }
  public static func buildEither(first part: [Item]) -> [Item] { part }
  public static func buildEither(second part: [Item]) -> [Item] { part }
  public static func buildArray(_ parts: [[Item]]) -> [Item] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [Item]) -> [Item] { part }
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
