// SectionedDiff: a hand case per rule of docs/semantics.md §5.5, and seeded random snapshot pairs replayed through a
// small UIKit-style reference applier that also enforces the classic batch-update rules (R2, R3, R13, R14, R15).
import ListKitTestSupport
import Testing

@testable import ListKit

private typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

/// A snapshot's structure as plain arrays.
private struct Layout<S: Hashable & Sendable>: Equatable, CustomStringConvertible {
  var sections: [S]
  var items: [[Int]]
  init(sections: [S], items: [[Int]]) {
    self.sections = sections
    self.items = items
  }
  init(_ snapshot: DiffableDataSourceSnapshot<S, Int>) {
    sections = Array(snapshot._sectionIdentifiers)
    items = snapshot._sectionItems.map { Array($0) }
  }
  var description: String { zip(sections, items).map { "\($0):\($1)" }.joined(separator: " ") }
}

private func move(_ from: (Int, Int), _ to: (Int, Int)) -> BatchUpdate.ItemMove {
  BatchUpdate.ItemMove(from: ip(from.0, from.1), to: ip(to.0, to.1))
}

private func isStrictlyAscending<T: Comparable>(_ values: [T]) -> Bool {
  zip(values, values.dropFirst()).allSatisfy { $0 < $1 }
}

/// Applies `update` to `old` the way UIKit does (new content for inserted sections and items comes from `new`),
/// after checking the orderings and the classic rules. Returns the resulting layout or the broken rule.
private func applyUIKitStyle<S: Hashable & Sendable>(
  _ update: BatchUpdate, old: Layout<S>, new: Layout<S>
) -> Result<Layout<S>, FlatDiffFailure> {
  func fail(_ message: String) -> Result<Layout<S>, FlatDiffFailure> { .failure(FlatDiffFailure(message: message)) }
  // Orderings promised by BatchUpdate.
  guard isStrictlyAscending(update.deletedSections) else { return fail("deletedSections not ascending") }
  guard isStrictlyAscending(update.insertedSections) else { return fail("insertedSections not ascending") }
  guard isStrictlyAscending(update.movedSections.map(\.to)) else { return fail("movedSections not by destination") }
  guard isStrictlyAscending(update.deletedItems.reversed()) else { return fail("deletedItems not descending") }
  guard isStrictlyAscending(update.insertedItems) else { return fail("insertedItems not ascending") }
  guard isStrictlyAscending(update.movedItems.map(\.to)) else { return fail("movedItems not by destination") }
  guard isStrictlyAscending(update.reloadedSections), isStrictlyAscending(update.reloadedItems),
    isStrictlyAscending(update.reconfiguredItems)
  else { return fail("reloads not ascending") }

  // Sections (R14, ranges, R12).
  let oldCount = old.sections.count
  let newCount = new.sections.count
  guard oldCount - update.deletedSections.count + update.insertedSections.count == newCount else {
    return fail("R14 section count")
  }
  let deletedSections = Set(update.deletedSections)
  let insertedSections = Set(update.insertedSections)
  guard deletedSections.allSatisfy({ $0 >= 0 && $0 < oldCount }) else { return fail("R4 delete section range") }
  guard insertedSections.allSatisfy({ $0 >= 0 && $0 < newCount }) else { return fail("R7 insert section range") }
  let sectionFroms = update.movedSections.map(\.from)
  let sectionTos = update.movedSections.map(\.to)
  guard Set(sectionFroms).count == sectionFroms.count, Set(sectionTos).count == sectionTos.count else {
    return fail("R12 section moves")
  }
  guard sectionFroms.allSatisfy({ $0 >= 0 && $0 < oldCount && !deletedSections.contains($0) }) else {
    return fail("section move from a deleted or missing section")
  }
  guard sectionTos.allSatisfy({ $0 >= 0 && $0 < newCount && !insertedSections.contains($0) }) else {
    return fail("section move to an inserted or missing section")
  }
  var sourceOf = [Int?](repeating: nil, count: newCount)  // final section → old section, nil when inserted
  var placed = [Bool](repeating: false, count: newCount)
  for j in insertedSections { placed[j] = true }
  for sectionMove in update.movedSections {
    sourceOf[sectionMove.to] = sectionMove.from
    placed[sectionMove.to] = true
  }
  var remainingSections = (0..<oldCount).filter { !deletedSections.contains($0) && !sectionFroms.contains($0) }
    .makeIterator()
  for j in 0..<newCount where !placed[j] {
    guard let i = remainingSections.next() else { return fail("too few surviving sections") }
    sourceOf[j] = i
  }
  guard remainingSections.next() == nil else { return fail("too many surviving sections") }

  // Items: ranges, R13 (no item operation in a deleted/inserted section), R2, R3, R12.
  let deletedItems = Set(update.deletedItems)
  let insertedItems = Set(update.insertedItems)
  let itemFroms = update.movedItems.map(\.from)
  let itemTos = update.movedItems.map(\.to)
  guard Set(itemFroms).count == itemFroms.count, Set(itemTos).count == itemTos.count else {
    return fail("R12 item moves")
  }
  for path in update.deletedItems + itemFroms {
    guard path.section >= 0 && path.section < oldCount else { return fail("R5 section of \(path)") }
    guard !deletedSections.contains(path.section) else { return fail("R13 item op in deleted section \(path)") }
    guard path.item >= 0 && path.item < old.items[path.section].count else { return fail("R6/R10 \(path)") }
  }
  for path in update.insertedItems + itemTos {
    guard path.section >= 0 && path.section < newCount else { return fail("R8 section of \(path)") }
    guard !insertedSections.contains(path.section) else { return fail("R13 item op in inserted section \(path)") }
    guard path.item >= 0 && path.item < new.items[path.section].count else { return fail("R9/R11 \(path)") }
  }
  guard deletedItems.isDisjoint(with: itemFroms) else { return fail("R2 delete and move from the same path") }
  guard insertedItems.isDisjoint(with: itemTos) else { return fail("R3 insert and move to the same path") }

  var result = Layout<S>(sections: [], items: [])
  for j in 0..<newCount {
    guard let i = sourceOf[j] else {
      result.sections.append(new.sections[j])
      result.items.append(new.items[j])
      continue
    }
    // R15 with cross-section moves only.
    let inserted = update.insertedItems.filter { $0.section == j }.count
    let deleted = update.deletedItems.filter { $0.section == i }.count
    let movedIn = update.movedItems.filter { $0.to.section == j && $0.from.section != i }.count
    let movedOut = update.movedItems.filter { $0.from.section == i && sourceOf[$0.to.section] != i }.count
    let finalCount = new.items[j].count
    guard finalCount == old.items[i].count + inserted - deleted + movedIn - movedOut else {
      return fail("R15 in section \(j)")
    }
    var slots = [Int?](repeating: nil, count: finalCount)
    for path in update.insertedItems where path.section == j { slots[path.item] = new.items[j][path.item] }
    for itemMove in update.movedItems where itemMove.to.section == j {
      slots[itemMove.to.item] = old.items[itemMove.from.section][itemMove.from.item]
    }
    var survivors = old.items[i].indices.filter {
      !deletedItems.contains(ip(i, $0)) && !itemFroms.contains(ip(i, $0))
    }.makeIterator()
    for k in 0..<finalCount where slots[k] == nil {
      guard let survivor = survivors.next() else { return fail("too few surviving items in section \(j)") }
      slots[k] = old.items[i][survivor]
    }
    guard survivors.next() == nil else { return fail("too many surviving items in section \(j)") }
    result.sections.append(old.sections[i])
    result.items.append(slots.map { $0! })
  }
  return .success(result)
}

/// Checks the diff of `old` → `new` against the reference applier, the reload rules and (for valid snapshots)
/// minimal moves. Returns nil when everything holds.
private func sectionedViolation<S: Hashable & Sendable>(
  _ old: DiffableDataSourceSnapshot<S, Int>, _ new: DiffableDataSourceSnapshot<S, Int>, valid: Bool
) -> String? {
  let update = SectionedDiff.batchUpdate(from: old, to: new)
  let oldLayout = Layout(old)
  let newLayout = Layout(new)
  switch applyUIKitStyle(update, old: oldLayout, new: newLayout) {
  case .failure(let failure): return "\(failure): \(update)"
  case .success(let result) where result != newLayout: return "applied \(result) ≠ \(newLayout): \(update)"
  case .success: break
  }
  guard valid else { return nil }

  // Reloads at final positions, only for what is present (sections: in both snapshots).
  let expectedSectionReloads = new._reloadedSections.compactMap { section -> Int? in
    guard oldLayout.sections.contains(section) else { return nil }
    return newLayout.sections.firstIndex(of: section)
  }.sorted()
  guard update.reloadedSections == expectedSectionReloads else { return "reloadedSections \(update.reloadedSections)" }
  func finalPaths(_ marks: ContiguousArray<Int>) -> [IndexPath] {
    marks.compactMap { item in
      for (s, items) in newLayout.items.enumerated() { if let k = items.firstIndex(of: item) { return ip(s, k) } }
      return nil
    }.sorted()
  }
  guard update.reloadedItems == finalPaths(new._reloadedItems) else { return "reloadedItems" }
  guard update.reconfiguredItems == finalPaths(new._reconfiguredItems) else { return "reconfiguredItems" }

  // Minimal moves: sections, and items inside every surviving section pair.
  let commonSections = newLayout.sections.filter { oldLayout.sections.contains($0) }
  let sectionSequence = commonSections.map { Int32(oldLayout.sections.firstIndex(of: $0)!) }
  guard update.movedSections.count == commonSections.count - referenceLISLength(sectionSequence) else {
    return "section moves not minimal"
  }
  for (j, section) in newLayout.sections.enumerated() {
    guard let i = oldLayout.sections.firstIndex(of: section) else { continue }
    let common = newLayout.items[j].filter { oldLayout.items[i].contains($0) }
    let sequence = common.map { Int32(oldLayout.items[i].firstIndex(of: $0)!) }
    let within = update.movedItems.filter { $0.to.section == j && $0.from.section == i }.count
    guard within == common.count - referenceLISLength(sequence) else { return "item moves not minimal in \(j)" }
  }
  return nil
}

/// A random valid snapshot: up to 5 of 7 sections (some empty), up to 30 unique items, random marks.
private func randomLayout(_ random: inout SplitMix64) -> Layout<Int> {
  let sections = Array((0..<7).shuffled(using: &random).prefix(Int.random(in: 0...5, using: &random)))
  var items = [[Int]](repeating: [], count: sections.count)
  if !sections.isEmpty {
    for item in (0..<30).shuffled(using: &random).prefix(Int.random(in: 0...30, using: &random)) {
      items[Int.random(in: items.indices, using: &random)].append(item)
    }
  }
  return Layout(sections: sections, items: items)
}

/// `layout` changed by a few random section and item operations (so that most of it stays related).
private func perturbed(_ layout: Layout<Int>, _ random: inout SplitMix64) -> Layout<Int> {
  var result = layout
  for _ in 0..<Int.random(in: 0...6, using: &random) {
    let usedItems = Set(result.items.joined())
    let unusedItems = (0..<40).filter { !usedItems.contains($0) }
    switch Int.random(in: 0..<6, using: &random) {
    case 0 where !result.sections.isEmpty:
      let s = Int.random(in: result.sections.indices, using: &random)
      result.sections.remove(at: s)
      result.items.remove(at: s)
    case 1:
      guard let section = (0..<9).filter({ !result.sections.contains($0) }).randomElement(using: &random) else {
        continue
      }
      let at = Int.random(in: 0...result.sections.count, using: &random)
      result.sections.insert(section, at: at)
      result.items.insert(Array(unusedItems.shuffled(using: &random).prefix(3)), at: at)
    case 2 where !result.sections.isEmpty:
      let s = Int.random(in: result.sections.indices, using: &random)
      let (section, items) = (result.sections.remove(at: s), result.items.remove(at: s))
      let at = Int.random(in: 0...result.sections.count, using: &random)
      result.sections.insert(section, at: at)
      result.items.insert(items, at: at)
    case 3 where !usedItems.isEmpty:
      let s = result.items.indices.filter { !result.items[$0].isEmpty }.randomElement(using: &random)!
      let item = result.items[s].remove(at: Int.random(in: result.items[s].indices, using: &random))
      let t = Int.random(in: result.items.indices, using: &random)
      result.items[t].insert(item, at: Int.random(in: 0...result.items[t].count, using: &random))
    case 4 where !usedItems.isEmpty:
      let s = result.items.indices.filter { !result.items[$0].isEmpty }.randomElement(using: &random)!
      result.items[s].remove(at: Int.random(in: result.items[s].indices, using: &random))
    case 5 where !result.sections.isEmpty && !unusedItems.isEmpty:
      let t = Int.random(in: result.items.indices, using: &random)
      result.items[t].insert(
        unusedItems.randomElement(using: &random)!, at: Int.random(in: 0...result.items[t].count, using: &random))
    default: continue
    }
  }
  return result
}

private func makeSnapshot(_ layout: Layout<Int>) -> DiffableDataSourceSnapshot<Int, Int> {
  ListKitTestSupport.makeSnapshot(zip(layout.sections, layout.items))
}

/// Builds a possibly invalid snapshot (repeated identifiers) directly in the storage the diff reads.
private func makeRawSnapshot(_ layout: Layout<Int>) -> DiffableDataSourceSnapshot<Int, Int> {
  var result = DiffableDataSourceSnapshot<Int, Int>()
  result._sectionIdentifiers = ContiguousArray(layout.sections)
  result._sectionItems = ContiguousArray(layout.items.map { ContiguousArray($0) })
  for (index, section) in layout.sections.enumerated() where result._sectionIndex[section] == nil {
    result._sectionIndex[section] = index
  }
  result._numberOfItems = layout.items.reduce(0) { $0 + $1.count }
  return result
}

@Suite struct SectionedDiffTests {
  @Test func emptySnapshots() {
    #expect(SectionedDiff.batchUpdate(from: Snapshot(), to: Snapshot()).isEmpty)
    let some = makeSnapshot(["A": [1, 2]])
    #expect(SectionedDiff.batchUpdate(from: Snapshot(), to: some) == BatchUpdate(insertedSections: [0]))
    #expect(SectionedDiff.batchUpdate(from: some, to: Snapshot()) == BatchUpdate(deletedSections: [0]))
  }

  @Test func equalSnapshotsGiveAnEmptyUpdate() {
    let old = makeSnapshot(["A": [1, 2], "B": [3], "C": []])
    let new = makeSnapshot(["A": [1, 2], "B": [3], "C": []])
    #expect(SectionedDiff.batchUpdate(from: old, to: new).isEmpty)
  }

  @Test func sectionInsertCoversItsItems() {
    let update = SectionedDiff.batchUpdate(from: makeSnapshot(["A": [1]]), to: makeSnapshot(["A": [1], "B": [2, 3]]))
    #expect(update == BatchUpdate(insertedSections: [1]))
  }

  @Test func sectionDeleteCoversItsItems() {
    let update = SectionedDiff.batchUpdate(
      from: makeSnapshot(["A": [1], "B": [2, 3]]), to: makeSnapshot(["B": [2, 3]]))
    #expect(update == BatchUpdate(deletedSections: [0]))
  }

  @Test func sectionMoveIsMinimal() {
    let update = SectionedDiff.batchUpdate(
      from: makeSnapshot(["A": [1], "B": [2], "C": [3]]), to: makeSnapshot(["C": [3], "A": [1], "B": [2]]))
    #expect(update == BatchUpdate(movedSections: [.init(from: 2, to: 0)]))
  }

  @Test func itemInsertDeleteAndMoveWithinASection() {
    let update = SectionedDiff.batchUpdate(
      from: makeSnapshot(["A": [1, 2, 3, 4]]), to: makeSnapshot(["A": [4, 1, 3, 5]]))
    #expect(
      update
        == BatchUpdate(deletedItems: [ip(0, 1)], insertedItems: [ip(0, 3)], movedItems: [move((0, 3), (0, 0))]))
  }

  @Test func itemMovesAcrossSurvivingSections() {
    let update = SectionedDiff.batchUpdate(
      from: makeSnapshot(["A": [1, 2], "B": [3]]), to: makeSnapshot(["A": [2], "B": [3, 1]]))
    #expect(update == BatchUpdate(movedItems: [move((0, 0), (1, 1))]))
  }

  @Test func itemMovesBetweenMovedSections() {
    let old = makeSnapshot(["A": [1, 2], "B": [3], "C": [4]])
    let new = makeSnapshot(["C": [4, 2], "A": [1], "B": [3]])
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update.movedSections == [.init(from: 2, to: 0)])
    #expect(update.movedItems == [move((0, 1), (0, 1))])
    #expect(sectionedViolation(old, new, valid: true) == nil)
  }

  @Test func itemFromADeletedSectionIsAnInsert() {
    let update = SectionedDiff.batchUpdate(from: makeSnapshot(["A": [1], "B": [2]]), to: makeSnapshot(["A": [1, 2]]))
    #expect(update == BatchUpdate(deletedSections: [1], insertedItems: [ip(0, 1)]))
  }

  @Test func itemIntoAnInsertedSectionIsADelete() {
    let update = SectionedDiff.batchUpdate(from: makeSnapshot(["A": [1, 2]]), to: makeSnapshot(["A": [1], "B": [2]]))
    #expect(update == BatchUpdate(insertedSections: [1], deletedItems: [ip(0, 1)]))
  }

  @Test func unchangedSectionsProduceNoItemOperations() {
    let old = makeSnapshot(["A": [1, 2], "B": [3, 4], "C": [5]])
    let new = makeSnapshot(["A": [1, 2], "B": [4, 3], "C": [5]])
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update.movedItems.count == 1 && update.movedItems.allSatisfy { $0.from.section == 1 && $0.to.section == 1 })
    #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
  }

  @Test func sharedStorageIsTheFastPath() {
    var old = makeSnapshot(["A": Array(0..<1_000)])
    old.reloadItems([999])
    var new = old
    new._reloadedItems = [5]
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update == BatchUpdate(reloadedItems: [ip(0, 5)]))
  }

  @Test func appendAndMoveInsideALongSection() {
    // The common prefix and suffix are matched in place without operations; only the middle is diffed.
    let old = makeSnapshot(["A": Array(0..<50_000)])
    let appended = SectionedDiff.batchUpdate(from: old, to: makeSnapshot(["A": Array(0..<50_100)]))
    #expect(appended == BatchUpdate(insertedItems: (50_000..<50_100).map { ip(0, $0) }))
    var items = Array(0..<1_000)
    items.insert(items.remove(at: 3), at: 997)
    let moved = SectionedDiff.batchUpdate(from: makeSnapshot(["A": Array(0..<1_000)]), to: makeSnapshot(["A": items]))
    #expect(moved == BatchUpdate(movedItems: [move((0, 3), (0, 997))]))
  }

  @Test func commonPrefixAndSuffixAcrossSectionsAreCrossSectionMoves() {
    // Flattened, old and new are equal, but the item at the section boundary changed section.
    let forward = SectionedDiff.batchUpdate(
      from: makeSnapshot(["A": [1, 2, 3], "B": [4]]), to: makeSnapshot(["A": [1, 2], "B": [3, 4]]))
    #expect(forward == BatchUpdate(movedItems: [move((0, 2), (1, 0))]))
    let backward = SectionedDiff.batchUpdate(
      from: makeSnapshot(["A": [1], "B": [2, 3], "C": [9]]), to: makeSnapshot(["A": [1, 2], "B": [3], "C": [8]]))
    #expect(backward.movedItems == [move((1, 0), (0, 1))])
    #expect(
      sectionedViolation(
        makeSnapshot(["A": [1], "B": [2, 3], "C": [9]]), makeSnapshot(["A": [1, 2], "B": [3], "C": [8]]), valid: true)
        == nil)
  }

  @Test func deletesAreDescendingAcrossMovedSections() {
    let old = makeSnapshot(["A": [1, 2, 3], "B": [4, 5, 6]])
    let new = makeSnapshot(["B": [4], "A": [2]])
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update.deletedItems == [ip(1, 2), ip(1, 1), ip(0, 2), ip(0, 0)])
  }

  @Test func reloadsAndReconfiguresUseFinalIndexPaths() {
    let old = makeSnapshot(["A": [1, 2, 3], "B": [4]])
    var new = makeSnapshot(["B": [4, 1], "A": [3, 2]])
    new.reloadItems([1, 3])
    new.reconfigureItems([2, 1])
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update.reloadedItems == [ip(0, 1), ip(1, 0)])
    #expect(update.reconfiguredItems == [ip(0, 1), ip(1, 1)])
  }

  @Test func reloadOfAbsentItemsIsSkipped() {
    let old = makeSnapshot(["A": [1, 2]])
    var new = makeSnapshot(["A": [2]])
    new._reloadedItems = [1, 2, 99]
    new._reconfiguredItems = [99]
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update.reloadedItems == [ip(0, 0)])
    #expect(update.reconfiguredItems.isEmpty)
  }

  @Test func sectionReloadOnlyWhenPresentInBoth() {
    let old = makeSnapshot(["A": [1], "B": [2]])
    var new = makeSnapshot(["C": [3], "B": [2], "A": [1]])
    new.reloadSections(["C", "A"])
    new._reloadedSections.append("Z")
    let update = SectionedDiff.batchUpdate(from: old, to: new)
    #expect(update.reloadedSections == [2])
    #expect(update.insertedSections == [0])
  }

  @Test func duplicatedIdentifiersDoNotCrash() {
    let old = makeRawSnapshot(Layout(sections: [1, 1, 2], items: [[5, 5, 6], [6], [5]]))
    let new = makeRawSnapshot(Layout(sections: [2, 1, 1], items: [[5, 6], [6, 6, 5], []]))
    #expect(sectionedViolation(old, new, valid: false) == nil)
  }

  @Test func randomValidSnapshotPairs() {
    let baseSeed: UInt64 = 0x5EC7_0000
    for iteration in 0..<2_500 {
      let seed = baseSeed &+ UInt64(iteration)
      var random = SplitMix64(seed: seed)
      let oldLayout = randomLayout(&random)
      let newLayout = Bool.random(using: &random) ? randomLayout(&random) : perturbed(oldLayout, &random)
      let old = makeSnapshot(oldLayout)
      var new = makeSnapshot(newLayout)
      let newItems = Array(newLayout.items.joined())
      if !newItems.isEmpty && Bool.random(using: &random) {
        new.reloadItems(Array(Set((0..<3).map { _ in newItems.randomElement(using: &random)! })))
        new.reconfigureItems([newItems.randomElement(using: &random)!])
      }
      if !newLayout.sections.isEmpty && Bool.random(using: &random) {
        new.reloadSections([newLayout.sections.randomElement(using: &random)!])
      }
      let violation = sectionedViolation(old, new, valid: true)
      #expect(violation == nil, "seed \(seed): \(oldLayout) → \(newLayout): \(violation ?? "")")
      if violation != nil { return }
    }
  }

  @Test func randomSnapshotPairsWithDuplicates() {
    let baseSeed: UInt64 = 0xD5EC_0000
    for iteration in 0..<2_000 {
      let seed = baseSeed &+ UInt64(iteration)
      var random = SplitMix64(seed: seed)
      func layout() -> Layout<Int> {
        let sections = (0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: 0..<4, using: &random) }
        let items = sections.map { _ in
          (0..<Int.random(in: 0...5, using: &random)).map { _ in Int.random(in: 0..<6, using: &random) }
        }
        return Layout(sections: sections, items: items)
      }
      let oldLayout = layout()
      let newLayout = layout()
      let violation = sectionedViolation(makeRawSnapshot(oldLayout), makeRawSnapshot(newLayout), valid: false)
      #expect(violation == nil, "seed \(seed): \(oldLayout) → \(newLayout): \(violation ?? "")")
      if violation != nil { return }
    }
  }
}
