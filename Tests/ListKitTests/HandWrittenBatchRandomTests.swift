// Thousands of random hand-written batches (valid and broken) against random models, through the imperative API of
// both headless views. An oracle written here from docs/semantics.md §4.1–§4.2 — frames, per-call checks, the
// UIKit arrangement and the count arithmetic, not the engine's validator — says whether UIKit accepts each batch and
// which rules it breaks; the view must agree (its rule among the oracle's), an accepted batch's rows must equal the
// oracle's replay (out-of-sync rows included), and a rejected one must change nothing.

import ListKitTestSupport
import Testing

@testable import ListKit

/// A batch as an app writes it: the calls made inside `performBatchUpdates`, in UIKit's frames.
struct HandBatch: CustomStringConvertible {
  var deleteSections: [Int] = []
  var reloadSections: [Int] = []
  var insertSections: [Int] = []
  var moveSections: [(from: Int, to: Int)] = []
  var deleteItems: [IndexPath] = []
  var reloadItems: [IndexPath] = []
  var insertItems: [IndexPath] = []
  var reconfigureItems: [IndexPath] = []
  var moveItems: [(from: IndexPath, to: IndexPath)] = []

  var description: String {
    func paths(_ p: [IndexPath]) -> String { p.map { "\($0.section).\($0.item)" }.joined(separator: " ") }
    return "delS \(deleteSections) relS \(reloadSections) insS \(insertSections) movS \(moveSections)"
      + " del [\(paths(deleteItems))] rel [\(paths(reloadItems))] ins [\(paths(insertItems))]"
      + " recon [\(paths(reconfigureItems))] mov \(moveItems.map { "\($0.from.section).\($0.from.item)>\($0.to.section).\($0.to.item)" })"
  }
}

/// The rules of docs/semantics.md §4.2, checked call by call and then by counting; and the rows UIKit's arrangement
/// gives an accepted batch.
struct BatchOracle {
  let old: [Int]
  let new: [Int]
  let batch: HandBatch

  // Derived while checking.
  private(set) var violations: Set<String> = []
  private var deletedSections: Set<Int> = []
  private var reloadedSections: Set<Int> = []
  private var insertedSections: Set<Int> = []
  private var sectionTarget: [Int: Int] = [:]
  private var sectionSource: [Int: Int] = [:]
  private var deletedItems: Set<IndexPath> = []
  private var reloadedItems: Set<IndexPath> = []
  private var insertedItems: Set<IndexPath> = []
  private var itemTarget: [IndexPath: IndexPath] = [:]
  private var itemSource: [IndexPath: IndexPath] = [:]
  private var newToOld: [Int?] = []
  private var oldToNew: [Int: Int] = [:]
  private var fresh: [Bool] = []

  /// Checks the batch; `dataSourceBefore` is what the data source reports before the block.
  init(old: [Int], new: [Int], dataSourceBefore: [Int], batch: HandBatch) {
    self.old = old
    self.new = new
    self.batch = batch
    check(dataSourceBefore: dataSourceBefore)
  }

  private func inOld(_ s: Int) -> Bool { s >= 0 && s < old.count }
  private func inNew(_ s: Int) -> Bool { s >= 0 && s < new.count }
  private func inOld(_ p: IndexPath) -> Bool { inOld(p.section) && p.item >= 0 && p.item < old[p.section] }
  private func inNew(_ p: IndexPath) -> Bool { inNew(p.section) && p.item >= 0 && p.item < new[p.section] }

  private mutating func check(dataSourceBefore: [Int]) {
    // Before-frame section calls.
    for s in batch.deleteSections {
      if inOld(s) { deletedSections.insert(s) } else { violations.insert("R4") }
    }
    for s in batch.reloadSections {
      guard inOld(s) else {
        violations.insert("R4")
        continue
      }
      if deletedSections.contains(s) { violations.insert("R1") }
      reloadedSections.insert(s)
    }
    let goneSections = deletedSections.union(reloadedSections)
    // Before-frame item calls; items of a deleted or reloaded section are redundant.
    for (p, isReload) in batch.deleteItems.map({ ($0, false) }) + batch.reloadItems.map({ ($0, true) }) {
      if !inOld(p.section) {
        violations.insert("R5")
      } else if !inOld(p) {
        violations.insert("R6")
      } else if !goneSections.contains(p.section) {
        if isReload {
          if deletedItems.contains(p) { violations.insert("R1") }
          reloadedItems.insert(p)
        } else {
          deletedItems.insert(p)
        }
      }
    }
    for p in batch.reconfigureItems where !inOld(p) { violations.insert("reconfigure") }
    // After-frame inserts.
    for s in batch.insertSections {
      if inNew(s) { insertedSections.insert(s) } else { violations.insert("R7") }
    }
    for p in batch.insertItems {
      if !inNew(p.section) { violations.insert("R8") } else if !inNew(p) { violations.insert("R9") }
    }
    // Section moves: source before, destination after.
    for (from, to) in batch.moveSections {
      guard inOld(from) else {
        violations.insert("R10")
        continue
      }
      guard inNew(to) else {
        violations.insert("R11")
        continue
      }
      if goneSections.contains(from) { violations.insert("R2") }
      if let previous = sectionTarget[from] {
        if previous != to { violations.insert("R12") }
        continue
      }
      if insertedSections.contains(to) { violations.insert("R3") }
      if sectionSource[to] != nil { violations.insert("R12") }
      if goneSections.contains(from) || insertedSections.contains(to) || sectionSource[to] != nil { continue }
      sectionTarget[from] = to
      sectionSource[to] = from
    }
    guard violations.isEmpty else { return }

    // UIKit's section arrangement: moved sections at their destinations, inserted ones at theirs, the other old
    // sections (kept or reloaded) in the remaining places, in order.
    newToOld = [Int?](repeating: nil, count: new.count)
    for (from, to) in sectionTarget {
      newToOld[to] = from
      oldToNew[from] = to
    }
    var slot = 0
    for s in 0..<old.count where !deletedSections.contains(s) && sectionTarget[s] == nil {
      while slot < new.count && (insertedSections.contains(slot) || sectionSource[slot] != nil) { slot += 1 }
      guard slot < new.count else { break }
      newToOld[slot] = s
      oldToNew[s] = slot
      slot += 1
    }
    fresh = (0..<new.count).map { n in
      insertedSections.contains(n) || newToOld[n].map { reloadedSections.contains($0) } == true
    }

    for p in batch.insertItems where !fresh[p.section] { insertedItems.insert(p) }
    // Item moves.
    for (from, to) in batch.moveItems {
      var bad = false
      if !inOld(from) {
        violations.insert("R10")
        bad = true
      }
      if !inNew(to) {
        violations.insert("R11")
        bad = true
      }
      if bad { continue }
      if goneSections.contains(from.section) || fresh[to.section] {
        violations.insert("R13")
        bad = true
      }
      if deletedItems.contains(from) || reloadedItems.contains(from) {
        violations.insert("R2")
        bad = true
      }
      if let previous = itemTarget[from] {
        if previous != to { violations.insert("R12") }
        continue
      }
      if insertedItems.contains(to) {
        violations.insert("R3")
        bad = true
      }
      if itemSource[to] != nil {
        violations.insert("R12")
        bad = true
      }
      if bad { continue }
      itemTarget[from] = to
      itemSource[to] = from
    }
    guard violations.isEmpty else { return }

    // Counts.
    if dataSourceBefore != old {
      violations.insert("R16")
      return
    }
    guard new.count == old.count + insertedSections.count - deletedSections.count else {
      violations.insert("R14")
      return
    }
    for n in 0..<new.count where !fresh[n] {
      guard let o = newToOld[n] else {
        violations.insert("R14")
        return
      }
      let deleted = deletedItems.count { $0.section == o } + reloadedItems.count { $0.section == o }
      let inserted = insertedItems.count { $0.section == n } + reloadedItems.count { $0.section == o }
      let movedOut = itemTarget.count { from, to in from.section == o && to.section != n }
      let movedIn = itemTarget.count { from, to in to.section == n && oldToNew[from.section] != n }
      if new[n] != old[o] + inserted - deleted + movedIn - movedOut { violations.insert("R15") }
    }
  }

  /// What each row shows after the accepted batch: moved rows and inserted rows at their destinations, the others in
  /// the remaining places in order; inserted, reloaded and fresh-section rows show what the model holds.
  func replay(shown: [[String]], model: [[String]]) -> [[String]] {
    (0..<new.count).map { n -> [String] in
      guard !fresh[n], let o = newToOld[n] else { return model[n] }
      var slots = [String?](repeating: nil, count: new[n])
      for p in insertedItems where p.section == n { slots[p.item] = model[n][p.item] }
      for (from, to) in itemTarget where to.section == n { slots[to.item] = shown[from.section][from.item] }
      var next = 0
      for i in 0..<old[o] {
        let p = IndexPath(item: i, section: o)
        if deletedItems.contains(p) || itemTarget[p] != nil { continue }
        while slots[next] != nil { next += 1 }
        slots[next] = reloadedItems.contains(p) ? model[n][next] : shown[o][i]
        next += 1
      }
      return slots.map { $0! }
    }
  }
}

/// Random models and batches: half written consistently with the model's change, half of those broken afterwards.
struct HandBatchGenerator {
  var random: SplitMix64
  private var counter = 0

  init(seed: UInt64) { random = SplitMix64(seed: seed) }

  mutating func roll(_ n: Int) -> Int { n <= 0 ? 0 : Int(random.next() % UInt64(n)) }

  mutating func item(_ prefix: String = "i") -> String {
    counter += 1
    return "\(prefix)\(counter)"
  }

  mutating func model() -> [[String]] {
    (0..<roll(5)).map { _ in (0..<roll(6)).map { _ in item() } }
  }

  private enum Place {
    case old(Int)
    case inserted
  }

  /// A batch that describes the change from `old` to the returned model, as an app that gets it right writes it.
  mutating func consistentBatch(for old: [[String]]) -> (HandBatch, [[String]]) {
    var batch = HandBatch()
    enum Fate { case keep, delete, reload }
    let fates = old.indices.map { _ -> Fate in
      let r = roll(100)
      return r < 70 ? .keep : r < 85 ? .delete : .reload
    }
    var places = old.indices.filter { fates[$0] != .delete }.map { Place.old($0) }
    var movedSection: Int?
    let keptIndexes = places.indices.filter { if case .old(let s) = places[$0] { fates[s] == .keep } else { false } }
    if roll(3) == 0, !keptIndexes.isEmpty {
      let index = keptIndexes[roll(keptIndexes.count)]
      if case .old(let s) = places.remove(at: index) { movedSection = s }
      places.insert(.old(movedSection!), at: roll(places.count + 1))
    }
    for _ in 0..<roll(3) { places.insert(.inserted, at: roll(places.count + 1)) }
    for (n, place) in places.enumerated() {
      switch place {
      case .inserted: batch.insertSections.append(n)
      case .old(let s) where s == movedSection: batch.moveSections.append((s, n))
      default: break
      }
    }
    batch.deleteSections = old.indices.filter { fates[$0] == .delete }
    batch.reloadSections = old.indices.filter { fates[$0] == .reload }

    // Items of kept sections: deleted, reloaded, moved (anywhere kept), kept; new items inserted.
    var finalIndexOfOld: [Int: Int] = [:]
    for (n, place) in places.enumerated() { if case .old(let s) = place { finalIndexOfOld[s] = n } }
    let keptFinal = places.indices.filter { if case .old(let s) = places[$0] { fates[s] == .keep } else { false } }
    var survivors: [Int: [String]] = [:]  // final section → rows in order
    var incoming: [Int: [(String, IndexPath?)]] = [:]  // final section → (identity, move source)
    for (s, items) in old.enumerated() where fates[s] == .keep {
      var rows: [String] = []
      for (i, id) in items.enumerated() {
        let p = IndexPath(item: i, section: s)
        let r = roll(100)
        if r < 15 {
          batch.deleteItems.append(p)
        } else if r < 25 {
          batch.reloadItems.append(p)
          rows.append(roll(2) == 0 ? id : item("r"))
        } else if r < 37 {
          let target = keptFinal[roll(keptFinal.count)]
          incoming[target, default: []].append((id, p))
        } else {
          if roll(10) == 0 { batch.reconfigureItems.append(p) }
          rows.append(id)
        }
      }
      survivors[finalIndexOfOld[s]!] = rows
    }
    var new: [[String]] = []
    for (n, place) in places.enumerated() {
      switch place {
      case .inserted:
        new.append((0..<roll(4)).map { _ in item() })
      case .old(let s) where fates[s] == .reload:
        new.append((0..<roll(5)).map { _ in item() })
      case .old:
        var rows = survivors[n] ?? []
        var arrivals = incoming[n] ?? []
        for _ in 0..<roll(3) { arrivals.append((item(), nil)) }
        for (id, _) in arrivals { rows.insert(id, at: roll(rows.count + 1)) }
        for (id, source) in arrivals {
          let destination = IndexPath(item: rows.firstIndex(of: id)!, section: n)
          if let source { batch.moveItems.append((source, destination)) } else { batch.insertItems.append(destination) }
        }
        new.append(rows)
      }
    }
    return (batch, new)
  }

  /// One way to break a batch or its model (the result may still be accepted).
  mutating func corrupt(_ batch: inout HandBatch, _ new: inout [[String]], preMutate: inout Bool) {
    func nudge(_ value: Int) -> Int { max(-1, value + [-1, 1, 2][roll(3)]) }
    switch roll(7) {
    case 0:  // the model changes without a call
      if !new.isEmpty {
        let s = roll(new.count)
        if roll(2) == 0 || new[s].isEmpty {
          new[s].insert(item(), at: roll(new[s].count + 1))
        } else {
          new[s].remove(at: roll(new[s].count))
        }
      }
    case 1:  // an index off by one (or two)
      switch roll(6) {
      case 0 where !batch.deleteItems.isEmpty:
        let k = roll(batch.deleteItems.count)
        batch.deleteItems[k] = IndexPath(item: nudge(batch.deleteItems[k].item), section: batch.deleteItems[k].section)
      case 1 where !batch.insertItems.isEmpty:
        let k = roll(batch.insertItems.count)
        batch.insertItems[k] = IndexPath(item: nudge(batch.insertItems[k].item), section: batch.insertItems[k].section)
      case 2 where !batch.moveItems.isEmpty:
        let k = roll(batch.moveItems.count)
        let to = batch.moveItems[k].to
        batch.moveItems[k].to = IndexPath(item: nudge(to.item), section: to.section)
      case 3 where !batch.deleteSections.isEmpty:
        let k = roll(batch.deleteSections.count)
        batch.deleteSections[k] = nudge(batch.deleteSections[k])
      case 4 where !batch.insertSections.isEmpty:
        let k = roll(batch.insertSections.count)
        batch.insertSections[k] = nudge(batch.insertSections[k])
      default:
        if !batch.reloadItems.isEmpty {
          let k = roll(batch.reloadItems.count)
          batch.reloadItems[k] = IndexPath(
            item: nudge(batch.reloadItems[k].item), section: batch.reloadItems[k].section)
        }
      }
    case 2:  // a call left out
      switch roll(4) {
      case 0 where !batch.deleteItems.isEmpty: batch.deleteItems.remove(at: roll(batch.deleteItems.count))
      case 1 where !batch.insertItems.isEmpty: batch.insertItems.remove(at: roll(batch.insertItems.count))
      case 2 where !batch.moveItems.isEmpty: batch.moveItems.remove(at: roll(batch.moveItems.count))
      default: if !batch.insertSections.isEmpty { batch.insertSections.remove(at: roll(batch.insertSections.count)) }
      }
    case 3, 4:  // a stray call
      let p = IndexPath(item: roll(6), section: roll(5))
      let q = IndexPath(item: roll(6), section: roll(5))
      switch roll(9) {
      case 0: batch.deleteItems.append(p)
      case 1: batch.insertItems.append(p)
      case 2: batch.reloadItems.append(p)
      case 3: batch.moveItems.append((p, q))
      case 4: batch.deleteSections.append(roll(5))
      case 5: batch.insertSections.append(roll(5))
      case 6: batch.reloadSections.append(roll(5))
      case 7: batch.moveSections.append((roll(5), roll(5)))
      default: batch.reconfigureItems.append(p)
      }
    case 5:  // the model changed before performBatchUpdates
      preMutate = true
    default:  // a delete written as the neighbour's (counts still add up: rows out of sync)
      if !batch.deleteItems.isEmpty {
        let k = roll(batch.deleteItems.count)
        let p = batch.deleteItems[k]
        batch.deleteItems[k] = IndexPath(item: p.item == 0 ? 1 : p.item - 1, section: p.section)
      }
    }
  }

  /// A model and a batch: consistent, broken, or random calls.
  mutating func next() -> (old: [[String]], batch: HandBatch, new: [[String]], preMutate: Bool) {
    let old = model()
    var (batch, new) = consistentBatch(for: old)
    var preMutate = false
    if roll(2) == 0 { corrupt(&batch, &new, preMutate: &preMutate) }
    return (old, batch, new, preMutate)
  }
}

@MainActor
@Suite("Hand-written batches: the views against an independent oracle")
struct HandWrittenBatchRandomTests {
  static let batchesPerView = 2_500

  struct Tally {
    var accepted = 0
    var rejected = 0
    var outOfSync = 0
    var rules: Set<String> = []
  }

  /// Runs one batch on a view through `perform` and checks it against the oracle.
  static func check(
    _ old: [[String]], _ batch: HandBatch, _ new: [[String]], preMutate: Bool, tally: inout Tally,
    shownRows: () -> [[AnyHashable?]], state: () -> String, outOfSync: () -> [OutOfSyncRow],
    setModel: ([[String]]) -> Void, perform: () throws -> Void, rule: (any Error) -> String
  ) {
    let oracle = BatchOracle(
      old: old.map(\.count), new: new.map(\.count), dataSourceBefore: (preMutate ? new : old).map(\.count),
      batch: batch)
    let before = state()
    let shown = shownRows().map { $0.map { $0 as! String } }
    if preMutate { setModel(new) }
    do {
      try perform()
      tally.accepted += 1
      #expect(oracle.violations.isEmpty, "accepted, oracle says \(oracle.violations): \(old) → \(new) \(batch)")
      guard oracle.violations.isEmpty else { return }
      let expected = oracle.replay(shown: shown, model: new)
      #expect(shownRows() == expected.map { $0.map { AnyHashable($0) } }, "\(old) → \(new) \(batch)")
      var expectedOutOfSync: [OutOfSyncRow] = []
      for (s, rows) in expected.enumerated() {
        for (i, id) in rows.enumerated() where id != new[s][i] {
          expectedOutOfSync.append(OutOfSyncRow(indexPath: IndexPath(item: i, section: s), shown: id, held: new[s][i]))
        }
      }
      #expect(outOfSync() == expectedOutOfSync, "\(old) → \(new) \(batch)")
      if !expectedOutOfSync.isEmpty { tally.outOfSync += 1 }
    } catch {
      tally.rejected += 1
      let name = rule(error)
      tally.rules.insert(name)
      #expect(
        oracle.violations.contains(name),
        "rejected with \(name), oracle: \(oracle.violations): \(old) → \(new) \(batch) — \(error)")
      setModel(old)
      #expect(state() == before, "a rejected batch changed the view")
    }
  }

  @Test(
    "2,500 random hand-written batches through each view (a table's row calls with an animation)",
    arguments: ListViewUnderTest.allCases)
  func randomBatches(_ kind: ListViewUnderTest) {
    // Each view keeps the seed it was first tested with.
    var generator = HandBatchGenerator(seed: kind == .table ? 0x7AB1E : 0xBA7C4)
    var tally = Tally()
    for _ in 0..<Self.batchesPerView {
      let (old, batch, new, preMutate) = generator.next()
      let model = ListTestModel(old)
      let view = kind.makeView(model, viewportHeight: 8)
      let calls: [BatchCall] =
        [.deleteSections(batch.deleteSections), .reloadSections(batch.reloadSections)]
        + [.insertSections(batch.insertSections)] + batch.moveSections.map { .moveSection($0.from, to: $0.to) }
        + [.deleteItems(batch.deleteItems), .reloadItems(batch.reloadItems), .insertItems(batch.insertItems)]
        + [.reconfigureItems(batch.reconfigureItems)] + batch.moveItems.map { .moveItem($0.from, to: $0.to) }
      Self.check(
        old, batch, new, preMutate: preMutate, tally: &tally, shownRows: { view.rowIdentities },
        state: { String(describing: ListViewFingerprint(view)) }, outOfSync: { view.outOfSyncRows() },
        setModel: { model.sections = $0 },
        perform: { try view.tryPerformBatchUpdates(calls, animation: .fade) { model.sections = new } },
        rule: { error in (error as? ListViewError)?.rule.map { "R\($0)" } ?? "reconfigure" })
      #expect(view.invariantViolations() == [])
    }
    #expect(tally.accepted + tally.rejected == Self.batchesPerView)
    // The mix covers both verdicts, out-of-sync acceptances and most rules.
    #expect(tally.accepted > Self.batchesPerView / 5 && tally.rejected > Self.batchesPerView / 5)
    #expect(tally.outOfSync > 10)
    #expect(tally.rules.count >= 10, "\(tally.rules)")
  }
}
