// What only the collection view's diffable data source applies: section snapshots, in their checked, async and
// completion forms. Everything it shares with the table's data source is in DiffableDataSourceTests, run on both;
// the section snapshots' own behaviour (rebase, outline, reorder) has its suites (DataSourceOutlineTests, …).

import Testing

@testable import ListKit

@Suite("Collection view diffable data source")
@MainActor
struct CollectionDataSourceTests {
  @Test("A data source whose view is gone stores its section-snapshot applies as its snapshot applies")
  func viewGoneStoresSectionSnapshots() throws {
    var view: HeadlessCollectionView? = HeadlessCollectionView()
    let dataSource = StringDataSource(collectionView: view!) { _, _, _ in nil }
    view = nil
    #expect(dataSource.collectionView == nil)
    #expect(try dataSource.tryApply(snap(("A", ["b"]))).kind == .none)
    #expect(try dataSource.tryApply(tree(["p"], children: ["p": ["q"]]), to: "B").kind == .none)
    #expect(dataSource.snapshot() == snap(("A", ["b"]), ("B", ["p"])))
    #expect(dataSource.snapshot(for: "B").items == ["p", "q"])
  }

  @Test("Section-snapshot applies, async and with a completion: the completion runs after returning, in apply order")
  func appleShapedSectionForms() async throws {
    let h = DataSourceHarness()
    await h.dataSource.apply(snap(("A", ["a"])))
    let log = EventLog()
    h.dataSource.apply(snap(("A", ["a", "b"]))) { log("apply") }
    let section = await h.dataSource.apply(tree(["t"]), to: "T")
    #expect(section.kind == .batchUpdates && h.rows == [["a", "b"], ["t"]])
    h.dataSource.apply(tree(["u"]), to: "U", animatingDifferences: true) { log("section") }
    #expect(log.events.isEmpty)
    for _ in 0..<100 where log.events.count < 2 { await Task.yield() }
    #expect(log.events == ["apply", "section"])
    #expect(h.dataSource.snapshot() == snap(("A", ["a", "b"]), ("T", ["t"]), ("U", ["u"])))
    h.check()
  }
}
