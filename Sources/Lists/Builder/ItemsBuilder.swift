// Result builders that collect items: one type (`ItemsBuilder`) or mixed types wrapped in AnyItem.

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

/// Collects items of any `CellViewModel` types, wrapping each in `AnyItem`: single values, arrays of one type,
/// `[AnyItem]`, optionals, `if`/`else`, `for` loops and `#available` blocks.
@resultBuilder
public enum MixedItemsBuilder {
  public static func buildExpression<T: CellViewModel>(_ item: T) -> [AnyItem] { [AnyItem(item)] }
  public static func buildExpression<T: CellViewModel>(_ item: T?) -> [AnyItem] { item.map { [AnyItem($0)] } ?? [] }
  public static func buildExpression<T: CellViewModel>(_ items: [T]) -> [AnyItem] { items.map(AnyItem.init) }
  public static func buildExpression(_ item: AnyItem) -> [AnyItem] { [item] }
  public static func buildExpression(_ items: [AnyItem]) -> [AnyItem] { items }
  public static func buildBlock(_ parts: [AnyItem]...) -> [AnyItem] { parts.flatMap { $0 } }
  public static func buildOptional(_ part: [AnyItem]?) -> [AnyItem] { part ?? [] }
  public static func buildEither(first part: [AnyItem]) -> [AnyItem] { part }
  public static func buildEither(second part: [AnyItem]) -> [AnyItem] { part }
  public static func buildArray(_ parts: [[AnyItem]]) -> [AnyItem] { parts.flatMap { $0 } }
  public static func buildLimitedAvailability(_ part: [AnyItem]) -> [AnyItem] { part }
}
