// A section of items with optional header and footer text, for the `[SectionModel]` apply and GroupedList.

/// A section: its identifier, its items, and optional header/footer text.
public struct SectionModel<SectionID: Hashable & Sendable, Item: Hashable & Sendable>: Identifiable, Sendable,
  Hashable
{
  public var id: SectionID
  public var items: [Item]
  public var header: String?
  public var footer: String?

  public init(id: SectionID, items: [Item], header: String? = nil, footer: String? = nil) {
    self.id = id
    self.items = items
    self.header = header
    self.footer = footer
  }

  /// The same section with transformed items.
  public func mapItems<T: Hashable & Sendable>(_ transform: (Item) throws -> T) rethrows -> SectionModel<SectionID, T> {
    SectionModel<SectionID, T>(id: id, items: try items.map(transform), header: header, footer: footer)
  }
}
