// AnyItem: cross-type inequality, the hash cached at wrap time, extraction, content equality, cell registration.

import Testing

@testable import Lists

@Suite struct AnyItemTests {
  @Test func equalPayloadsOfDifferentTypesAreDifferentItems() {
    let banner = AnyItem(Banner(id: 1))
    let product = AnyItem(Product(id: 1))
    #expect(banner != product)
    #expect(Set([banner, product]).count == 2)
    #expect(banner == AnyItem(Banner(id: 1, title: "other title")))  // Identifiable: id-only identity
    #expect(banner.hashValue == AnyItem(Banner(id: 1, title: "x")).hashValue)
  }

  @Test func hashIsComputedOnceAtWrapTime() {
    let counter = HashCounter()
    let item = AnyItem(Counted(value: 7, counter: counter))
    #expect(counter.count == 1)
    var set = Set<AnyItem>()
    for _ in 0..<10 {
      set.insert(item)
      _ = item.hashValue
    }
    var dictionary: [AnyItem: Int] = [:]
    dictionary[item] = 1
    _ = dictionary[item]
    #expect(counter.count == 1)
    #expect(set.count == 1)
  }

  @Test func differentTypesAreRejectedBeforeEquality() {
    // Same payload hash but another type: the type is part of the cached hash, and `==` checks the type identity
    // before any equality call, so such items are never equal.
    struct Other: CellViewModel {
      var value: Int
      let counter: HashCounter
      static func == (lhs: Other, rhs: Other) -> Bool { lhs.value == rhs.value }
      func hash(into hasher: inout Hasher) { hasher.combine(value) }
      func configure(_ cell: RowCell) {}
    }
    let counter = HashCounter()
    let a = AnyItem(Counted(value: 3, counter: counter))
    let b = AnyItem(Other(value: 3, counter: counter))
    #expect(a.cachedHash != b.cachedHash)
    #expect(a != b)
    #expect(Set([a, b]).count == 2)
  }

  @Test func extractionAndTypeQueries() {
    let item = AnyItem(Product(id: 4, name: "pear"))
    #expect(item.as(Product.self)?.name == "pear")
    #expect(item.as(Banner.self) == nil)
    #expect(item.is(Product.self))
    #expect(!item.is(Banner.self))
    #expect(item.typeName == "Product")
    #expect(ObjectIdentifier(item.baseType) == ObjectIdentifier(Product.self))
    #expect(item.description == "Product(Product(4))")
  }

  @Test func contentEqualityAcrossTheErasure() {
    let pear = AnyItem(Product(id: 4, name: "pear"))
    #expect(pear.isContentEquatable)
    #expect(pear.isContentEqual(to: AnyItem(Product(id: 4, name: "pear"))))
    #expect(!pear.isContentEqual(to: AnyItem(Product(id: 4, name: "apple"))))
    #expect(!pear.isContentEqual(to: AnyItem(Banner(id: 4))))
    let banner = AnyItem(Banner(id: 1, title: "a"))
    #expect(!banner.isContentEquatable)
    #expect(banner.isContentEqual(to: AnyItem(Banner(id: 1, title: "b"))))  // no content beyond identity
  }

  @Test @MainActor func mixedCellsAreRegisteredOnFirstUseAndConfigured() async {
    let view = HeadlessCollectionView(viewportHeight: 10)
    let list = MixedListDataSource<String>(collectionView: view)
    await list.apply {
      MixedSection("feed", header: "Today") {
        Banner(id: 1, title: "Sale")
        [Product(id: 1, name: "pear"), Product(id: 2, name: "fig")]
      }
    }
    #expect(visibleTexts(view) == ["Sale", "pear", "fig"])
    #expect(view.visibleCells.map { String(describing: type(of: $0)) } == ["BannerCell", "ProductCell", "ProductCell"])
    #expect(view.statistics(for: ProductCell.self).creations == 2)
    #expect(view.statistics(for: BannerCell.self).creations == 1)
    #expect(list.header(for: "feed") == "Today")
    #expect(list.itemIdentifier(for: IndexPath(item: 1, section: 0))?.as(Product.self)?.name == "pear")
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("One registrar and one generic call register and dequeue for a collection view and a table alike")
  @MainActor func oneRegisterAndDequeueForBothViews() throws {
    let registrar = DynamicCellRegistrar()
    let collection = HeadlessCollectionView(viewportHeight: 10)
    let table = HeadlessTableView(viewportHeight: 10)
    let path = IndexPath(item: 0, section: 0)
    let contact = AnyItem(Contact(id: "amy", phone: "1"))
    // A collection view shows any cell class; the one call returns the view's own cell type.
    let cell: HeadlessCell = try registrar.dequeueConfiguredCell(
      for: AnyItem(Banner(id: 1, title: "Sale")), from: collection, at: path)
    #expect(cell is BannerCell && cell.text == "Sale")
    // A table registers a table cell class on first use; another class is not registered, so its dequeue fails
    // with the table's unregistered-identifier error.
    table.reloadData()
    let row: HeadlessTableViewCell = try registrar.dequeueConfiguredCell(for: contact, from: table, at: path)
    #expect(row is ContactCell && row.text == "amy")
    #expect(throws: ListViewError.self) {
      try registrar.dequeueConfiguredCell(for: Banner(id: 2), from: table, at: path)
    }
  }
}
