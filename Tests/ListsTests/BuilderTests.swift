// The result builders: the DSL builds the same snapshots as the imperative API (randomized), with the same
// duplicate detection (errors and warnings).

import ListKitTestSupport
import Testing

@testable import ListKit
@testable import Lists

/// Random input for one DSL case; ids are unique unless a test makes them collide.
struct DSLCase {
  struct Section {
    var id: Int
    var header: String?
    var footer: String?
    var useFirst: Bool
    var first: Row
    var alternative: Row
    var optional: Row?
    var looped: [Row]
    var array: [Row]
  }
  var sections: [Section]
  var extra: Row?

  init(using generator: inout SplitMix64) {
    var next = 0
    func fresh() -> Row {
      next += 1
      return Row(next)
    }
    sections = (0..<Int.random(in: 0...4, using: &generator)).map { index in
      Section(
        id: index * 10 + Int.random(in: 0...9, using: &generator),
        header: Bool.random(using: &generator) ? "h\(index)" : nil,
        footer: Bool.random(using: &generator) ? "f\(index)" : nil,
        useFirst: Bool.random(using: &generator), first: fresh(), alternative: fresh(),
        optional: Bool.random(using: &generator) ? fresh() : nil,
        looped: (0..<Int.random(in: 0...3, using: &generator)).map { _ in fresh() },
        array: (0..<Int.random(in: 0...3, using: &generator)).map { _ in fresh() })
    }
    extra = Bool.random(using: &generator) ? fresh() : nil
  }

  /// The snapshot built imperatively.
  func imperative() -> DiffableDataSourceSnapshot<Int, Row> {
    var snapshot = DiffableDataSourceSnapshot<Int, Row>()
    for section in sections {
      snapshot.appendSections([section.id])
      var items = [section.useFirst ? section.first : section.alternative]
      if let optional = section.optional { items.append(optional) }
      items += section.looped + section.array
      snapshot.appendItems(items, toSection: section.id)
    }
    if let extra {
      snapshot.appendSections([-1])
      snapshot.appendItems([extra], toSection: -1)
    }
    return snapshot
  }

  /// The same content through the DSL (if/else, optionals, for, arrays, #available, an optional section).
  @SnapshotBuilder<Int, Row> func dslSections() -> [SnapshotSection<Int, Row>] {
    for section in sections {
      SnapshotSection(section.id, header: section.header, footer: section.footer) {
        if section.useFirst { section.first } else { section.alternative }
        section.optional
        for row in section.looped { row }
        if #available(macOS 10.15, iOS 13, *) { section.array }
      }
    }
    if let extra { SnapshotSection(-1, items: [extra]) }
  }
}

@Suite(.serialized) struct BuilderTests {
  @Test func dslAndImperativeBuildIdenticalSnapshots() throws {
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<250 {
      let input = DSLCase(using: &generator)
      let expected = input.imperative()
      let built = try DiffableDataSourceSnapshot<Int, Row>(validating: { input.dslSections() })
      #expect(built == expected)
      #expect(built.sectionIdentifiers == expected.sectionIdentifiers)
      #expect(built.invariantViolations().isEmpty)
      let unchecked = DiffableDataSourceSnapshot<Int, Row>(content: { input.dslSections() })
      #expect(unchecked == expected)
      let models = input.dslSections().map(\.model)
      #expect(models.map(\.header) == input.sections.map(\.header) + (input.extra == nil ? [] : [nil]))
    }
  }

  @Test func dslControlFlowInOneBlock() throws {
    let showSecond = true
    let maybe: Row? = nil
    let snapshot = try DiffableDataSourceSnapshot<String, Row>(validating: {
      SnapshotSection("a", header: "A") {
        Row(1)
        maybe
        for value in 2...3 { Row(value) }
      }
      if showSecond { SnapshotSection("b", items: [Row(4)]) } else { SnapshotSection("c", items: []) }
      for name in ["d", "e"] { SnapshotSection(name, items: []) }
    })
    var expected = DiffableDataSourceSnapshot<String, Row>()
    expected.appendSections(["a", "b", "d", "e"])
    expected.appendItems([Row(1), Row(2), Row(3)], toSection: "a")
    expected.appendItems([Row(4)], toSection: "b")
    #expect(snapshot == expected)
  }

  @Test func duplicateSectionThrowsApplesError() {
    var imperative = DiffableDataSourceSnapshot<Int, Row>()
    let expected = #expect(throws: SnapshotError.self) { try imperative.tryAppendSections([1, 1]) }
    #expect(throws: expected!) {
      try DiffableDataSourceSnapshot<Int, Row>(validating: {
        SnapshotSection(1) { Row(1) }
        SnapshotSection(1) { Row(2) }
      })
    }
    #expect(expected?.description.hasPrefix("Fatal: supplied section identifiers are not unique") == true)
  }

  @Test func itemRepeatedInsideASectionThrows() {
    var imperative = DiffableDataSourceSnapshot<Int, Row>()
    imperative.appendSections([1])
    let expected = #expect(throws: SnapshotError.self) {
      try imperative.tryAppendItems([Row(1), Row(1)], toSection: 1)
    }
    #expect(throws: expected!) {
      try DiffableDataSourceSnapshot<Int, Row>(validating: {
        SnapshotSection(1) {
          Row(1)
          Row(1)
        }
      })
    }
    #expect(expected == .itemsNotUnique(["1"]))
  }

  @Test func itemRepeatedAcrossSectionsIsMovedWithAWarning() throws {
    var imperative = DiffableDataSourceSnapshot<Int, Row>()
    let (_, imperativeWarnings) = collectingWarnings {
      imperative.appendSections([1, 2])
      imperative.appendItems([Row(1), Row(2)], toSection: 1)
      imperative.appendItems([Row(1)], toSection: 2)
    }
    let (built, warnings) = try collectingWarnings {
      try DiffableDataSourceSnapshot<Int, Row>(validating: {
        SnapshotSection(1) {
          Row(1)
          Row(2)
        }
        SnapshotSection(2) { Row(1) }
      })
    }
    #expect(built == imperative)
    #expect(built.itemIdentifiers(inSection: 1) == [Row(2)])
    #expect(warnings == imperativeWarnings)
    #expect(warnings.map(\.kind) == [.itemsAlreadyExist])
  }

  @Test func mixedDSLMatchesImperative() throws {
    let banner = Banner(id: 1, title: "b")
    let products = [Product(id: 1), Product(id: 2)]
    let flag = false
    let snapshot = try DiffableDataSourceSnapshot<String, AnyItem>(validatingMixed: {
      MixedSection("feed", header: "H") {
        banner
        products
        if flag { Product(id: 3) }
        [AnyItem(Row(5))]
      }
    })
    var expected = DiffableDataSourceSnapshot<String, AnyItem>()
    expected.appendSections(["feed"])
    expected.appendItems([AnyItem(banner)] + products.map(AnyItem.init) + [AnyItem(Row(5))])
    #expect(snapshot == expected)
    #expect(throws: SnapshotError.itemsNotUnique(["Product(Product(1))"])) {
      try DiffableDataSourceSnapshot<String, AnyItem>(validatingMixed: {
        MixedSection("feed") {
          Product(id: 1)
          Product(id: 1, name: "same id")
        }
      })
    }
  }

  @Test("MixedSection is SnapshotSection over AnyItem: one builder wraps mixed values, one snapshot initializer")
  func mixedSectionIsSnapshotSection() throws {
    let banner = Banner(id: 1, title: "b")
    let mixed: SnapshotSection<String, AnyItem> = MixedSection("feed", header: "H") {
      banner
      [Product(id: 2)]
    }
    let spelledOut = SnapshotSection<String, AnyItem>("feed", header: "H") {
      banner
      [Product(id: 2)]
    }
    #expect(mixed.items == spelledOut.items && mixed.items == [AnyItem(banner), AnyItem(Product(id: 2))])
    let viaMixed = try DiffableDataSourceSnapshot<String, AnyItem>(validatingMixed: { mixed })
    let viaSnapshot = try DiffableDataSourceSnapshot<String, AnyItem>(validating: { spelledOut })
    #expect(viaMixed == viaSnapshot)
  }

  @Test func outlineDSLMatchesImperativeAndDetectsDuplicates() throws {
    let showLeaf = true
    let tree = try DiffableDataSourceSectionSnapshot<Row>(validating: {
      OutlineItem(Row(1), isExpanded: true) {
        Row(2)
        OutlineItem(Row(3)) { for value in 4...5 { Row(value) } }
      }
      if showLeaf { Row(6) }
    })
    var expected = DiffableDataSourceSectionSnapshot<Row>()
    expected.append([Row(1), Row(6)])
    expected.append([Row(2), Row(3)], to: Row(1))
    expected.append([Row(4), Row(5)], to: Row(3))
    expected.expand([Row(1)])
    #expect(tree == expected)
    #expect(tree.visibleItems == [Row(1), Row(2), Row(3), Row(6)])
    #expect(throws: SectionSnapshotError.self) {
      try DiffableDataSourceSectionSnapshot<Row>(validating: {
        OutlineItem(Row(1)) { Row(2) }
        Row(2)
      })
    }
  }

  @Test func itemsBuilderCollectsEveryForm() {
    @ItemsBuilder<Int> func build(_ flag: Bool, _ optional: Int?) -> [Int] {
      1
      [2, 3]
      optional
      if flag { 4 } else { 5 }
      for value in 6...7 { value }
      if #available(macOS 10.15, *) { 8 }
    }
    #expect(build(true, nil) == [1, 2, 3, 4, 6, 7, 8])
    #expect(build(false, 9) == [1, 2, 3, 9, 5, 6, 7, 8])
  }
}
