// Seeded random operation sequences on DiffableDataSourceSnapshot mirrored against a naive array model: every step
// must give the same result or the same error, and keep the invariants.

import ListKitTestSupport
import Testing

@testable import ListKit

/// The obvious implementation of the semantics, on `[(section, items)]`.
struct NaiveSnapshotModel {
  var sections: [(id: String, items: [Int])] = []
  var reloadedItems: [Int] = []

  var allItems: [Int] { sections.flatMap(\.items) }
  func sectionIndex(_ id: String) -> Int? { sections.firstIndex { $0.id == id } }
  func location(_ item: Int) -> (Int, Int)? {
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(of: item) { return (s, i) }
    }
    return nil
  }
  static func repeats<T: Hashable>(_ ids: [T]) -> [String] {
    var seen: [T] = []
    var result: [T] = []
    for id in ids {
      if seen.contains(id) { if !result.contains(id) { result.append(id) } } else { seen.append(id) }
    }
    return result.map { String(describing: $0) }
  }

  mutating func appendSections(_ ids: [String]) -> SnapshotError? {
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return .sectionsNotUnique(dup) }
    let existing = ids.filter { sectionIndex($0) != nil }
    if !existing.isEmpty { return .sectionsAlreadyExist(existing) }
    sections += ids.map { ($0, []) }
    return nil
  }
  mutating func insertSections(_ ids: [String], _ dest: String, after: Bool) -> SnapshotError? {
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return .sectionsNotUnique(dup) }
    if ids.contains(dest) { return .sectionInsertDestinationInInsertedSections(dest) }
    guard let d = sectionIndex(dest) else { return .insertRelativeToUnknownSection(dest) }
    let existing = ids.filter { sectionIndex($0) != nil }
    if !existing.isEmpty { return .sectionsAlreadyExist(existing) }
    sections.insert(contentsOf: ids.map { ($0, []) }, at: after ? d + 1 : d)
    return nil
  }
  mutating func deleteSections(_ ids: [String]) -> SnapshotError? {
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return .sectionsNotUnique(dup) }
    sections.removeAll { ids.contains($0.id) }
    return nil
  }
  mutating func moveSection(_ id: String, _ dest: String, after: Bool) -> SnapshotError? {
    if id == dest { return .sectionMoveToItself(id) }
    guard let from = sectionIndex(id) else { return .moveUnknownSection(id) }
    guard sectionIndex(dest) != nil else { return .moveRelativeToUnknownSection(dest) }
    let moved = sections.remove(at: from)
    let to = sectionIndex(dest)! + (after ? 1 : 0)
    sections.insert(moved, at: to)
    return nil
  }
  mutating func appendItems(_ ids: [Int], _ section: String?) -> (SnapshotError?, [String]) {
    if sections.isEmpty { return (.noSections, []) }
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return (.itemsNotUnique(dup), []) }
    if let section, sectionIndex(section) == nil { return (.appendToUnknownSection(section), []) }
    let existing = ids.filter { location($0) != nil }
    for s in sections.indices { sections[s].items.removeAll { ids.contains($0) } }
    let target = section.flatMap { sectionIndex($0) } ?? sections.count - 1
    sections[target].items += ids
    return (nil, existing.map { String($0) })
  }
  mutating func insertItems(_ ids: [Int], _ dest: Int, after: Bool) -> (SnapshotError?, [String]) {
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return (.itemsNotUnique(dup), []) }
    if ids.contains(dest) { return (.itemInsertDestinationInInsertedItems(String(dest)), []) }
    guard location(dest) != nil else { return (.insertRelativeToUnknownItem(String(dest)), []) }
    let existing = ids.filter { location($0) != nil }
    for s in sections.indices { sections[s].items.removeAll { ids.contains($0) } }
    let (s, i) = location(dest)!
    sections[s].items.insert(contentsOf: ids, at: after ? i + 1 : i)
    return (nil, existing.map { String($0) })
  }
  mutating func deleteItems(_ ids: [Int]) -> SnapshotError? {
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return .itemsNotUnique(dup) }
    for s in sections.indices { sections[s].items.removeAll { ids.contains($0) } }
    return nil
  }
  mutating func moveItem(_ id: Int, _ dest: Int, after: Bool) -> SnapshotError? {
    if id == dest { return .itemMoveToItself(String(id)) }
    guard let (fs, fi) = location(id) else { return .moveUnknownItem(String(id)) }
    guard location(dest) != nil else { return .moveRelativeToUnknownItem(String(dest)) }
    sections[fs].items.remove(at: fi)
    let (s, i) = location(dest)!
    sections[s].items.insert(id, at: after ? i + 1 : i)
    return nil
  }
  mutating func reloadItems(_ ids: [Int]) -> SnapshotError? {
    let dup = Self.repeats(ids)
    if !dup.isEmpty { return .itemsNotUnique(dup) }
    if let unknown = ids.first(where: { location($0) == nil }) { return .reloadUnknownItem(String(unknown)) }
    for id in ids where !reloadedItems.contains(id) { reloadedItems.append(id) }
    return nil
  }
}

@Suite struct SnapshotRandomizedTests {
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomOperationsMatchTheNaiveModel(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var snapshot = TestSnapshot()
    var model = NaiveSnapshotModel()
    let sectionPool = ["A", "B", "C", "D", "E", "F"]
    func sectionArg() -> String { sectionPool.randomElement(using: &rng)! }
    func itemArg() -> Int { Int.random(in: 0..<24, using: &rng) }
    func sectionsArg() -> [String] { (0..<Int.random(in: 0...3, using: &rng)).map { _ in sectionArg() } }
    func itemsArg() -> [Int] { (0..<Int.random(in: 0...6, using: &rng)).map { _ in itemArg() } }

    for step in 0..<600 {
      let before = snapshot
      var actual: SnapshotError? = nil
      var expected: SnapshotError? = nil
      var actualWarning: [String] = []
      var expectedWarning: [String] = []
      let after = Bool.random(using: &rng)
      let operation = Int.random(in: 0..<13, using: &rng)
      do throws(SnapshotError) {
        switch operation {
        case 0, 1:
          let ids = sectionsArg()
          expected = model.appendSections(ids)
          try snapshot.tryAppendSections(ids)
        case 2:
          let (ids, dest) = (sectionsArg(), sectionArg())
          expected = model.insertSections(ids, dest, after: after)
          if after {
            try snapshot.tryInsertSections(ids, afterSection: dest)
          } else {
            try snapshot.tryInsertSections(ids, beforeSection: dest)
          }
        case 3:
          let ids = Int.random(in: 0..<4, using: &rng) == 0 ? sectionsArg() : [sectionArg()]
          expected = model.deleteSections(ids)
          try snapshot.tryDeleteSections(ids)
        case 4:
          let (id, dest) = (sectionArg(), sectionArg())
          expected = model.moveSection(id, dest, after: after)
          if after {
            try snapshot.tryMoveSection(id, afterSection: dest)
          } else {
            try snapshot.tryMoveSection(id, beforeSection: dest)
          }
        case 5, 6, 7:
          let ids = itemsArg()
          let section = after ? nil : sectionArg()
          (expected, expectedWarning) = model.appendItems(ids, section)
          actualWarning = try snapshot.tryAppendItems(ids, toSection: section).flatMap(\.identifiers)
        case 8:
          let (ids, dest) = (itemsArg(), itemArg())
          (expected, expectedWarning) = model.insertItems(ids, dest, after: after)
          let warnings =
            after
            ? try snapshot.tryInsertItems(ids, afterItem: dest) : try snapshot.tryInsertItems(ids, beforeItem: dest)
          actualWarning = warnings.flatMap(\.identifiers)
        case 9:
          let ids = itemsArg()
          expected = model.deleteItems(ids)
          try snapshot.tryDeleteItems(ids)
        case 10:
          let (id, dest) = (itemArg(), itemArg())
          expected = model.moveItem(id, dest, after: after)
          if after {
            try snapshot.tryMoveItem(id, afterItem: dest)
          } else {
            try snapshot.tryMoveItem(id, beforeItem: dest)
          }
        case 11:
          let ids = Array(itemsArg().prefix(2))
          expected = model.reloadItems(ids)
          try snapshot.tryReloadItems(ids)
        default:
          if Int.random(in: 0..<10, using: &rng) == 0 {
            model = NaiveSnapshotModel()
            snapshot.deleteAllItems()
          } else {
            _ = snapshot.indexOfItem(itemArg())  // exercise the query cache between mutations
            _ = snapshot.indexOfItem(itemArg())
          }
        }
      } catch {
        actual = error
      }
      #expect(actual == expected, "seed \(seed) step \(step) op \(operation)")
      #expect(actualWarning == expectedWarning, "seed \(seed) step \(step) op \(operation)")
      if actual != nil {
        #expect(snapshot == before && snapshot.reloadedItemIdentifiers == before.reloadedItemIdentifiers)
      }
      #expect(snapshot.sectionIdentifiers == model.sections.map(\.id), "seed \(seed) step \(step)")
      #expect(snapshot.itemIdentifiers == model.allItems, "seed \(seed) step \(step)")
      #expect(snapshot.reloadedItemIdentifiers == model.reloadedItems, "seed \(seed) step \(step)")
      for section in model.sections {
        #expect(snapshot.itemIdentifiers(inSection: section.id) == section.items)
      }
      for item in 0..<24 {
        #expect(
          snapshot.sectionIdentifier(containingItem: item) == model.location(item).map { model.sections[$0.0].id })
        #expect(snapshot.indexOfItem(item) == model.allItems.firstIndex(of: item))
      }
      let violations = snapshot.invariantViolations()
      #expect(violations.isEmpty, "seed \(seed) step \(step): \(violations)")
      if !violations.isEmpty || actual != expected { return }
    }
  }
}
