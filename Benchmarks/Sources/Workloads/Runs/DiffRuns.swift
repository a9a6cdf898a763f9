// The diff workloads: `SectionedDiff.batchUpdate` between two prebuilt snapshots, against Swift's own
// `CollectionDifference` over the flattened arrays, with the moves checked minimal once in the setup.

import Foundation
import ListKit
import Lists

/// Two snapshots and their flattened items.
struct DiffInputs<Item: Hashable & Sendable> {
  var old: DiffableDataSourceSnapshot<String, Item>
  var new: DiffableDataSourceSnapshot<String, Item>
  var oldFlat: [Item]
  var newFlat: [Item]

  /// One section "main" on each side.
  init(old: [Item], new: [Item]) {
    self.old = Inputs.oneSection(old)
    self.new = Inputs.oneSection(new)
    oldFlat = old
    newFlat = new
  }

  init(
    old: DiffableDataSourceSnapshot<String, Item>, new: DiffableDataSourceSnapshot<String, Item>
  ) {
    self.old = old
    self.new = new
    oldFlat = old.itemIdentifiers
    newFlat = new.itemIdentifiers
  }

  /// The diff, once, and its minimal-moves check.
  func check() -> MoveCheck {
    MoveCheck(update: SectionedDiff.batchUpdate(from: old, to: new), old: oldFlat, new: newFlat)
  }
}

enum DiffRuns {
  static func all() -> [WorkloadRun] {
    [
      intDiff("diff-10k-half", budget: .iterations(5_000, seconds: 5)) {
        DiffInputs(Inputs.halfOverlap(10_000))
      },
      intDiff("diff-50k-half", budget: .iterations(1_000, seconds: 45)) {
        DiffInputs(Inputs.halfOverlap(50_000))
      },
      intDiff("diff-10k-same") {
        // Two separately built snapshots: equal, but sharing no storage.
        DiffInputs(old: Array(0..<10_000), new: Array(0..<10_000))
      },
      intDiff("diff-10k-shuffle", budget: .iterations(2_000, seconds: 12)) {
        let old = Array(0..<10_000)
        return DiffInputs(old: old, new: Inputs.shuffled(old, seed: 42))
      },
      intDiff("churn-10k-moderate", budget: .iterations(5_000, seconds: 5)) {
        DiffInputs(Inputs.churn(10_000, delete: 0.2, insert: 0.2, move: 0.2))
      },
      intDiff("churn-10k-heavy", budget: .iterations(5_000, seconds: 5)) {
        DiffInputs(Inputs.churn(10_000, delete: 0.5, insert: 0.5, move: 0.5))
      },
      intDiff("churn-50k-moderate", budget: .iterations(1_000, seconds: 30)) {
        DiffInputs(Inputs.churn(50_000, delete: 0.2, insert: 0.2, move: 0.2))
      },
      intDiff("diff-100x100-3changed") {
        let (old, new) = Inputs.threeSectionsChanged()
        return DiffInputs(old: Inputs.sectioned(old), new: Inputs.sectioned(new))
      },
      uuidDiff(),
      anyItemDiff(),
    ]
  }

  /// A diff of `Int` snapshots against `CollectionDifference`.
  static func intDiff(
    _ name: String, budget: WorkloadRun.Budget = .fast, inputs: @escaping @Sendable () -> DiffInputs<Int>
  ) -> WorkloadRun {
    let fixture = Fixture<DiffInputs<Int>>()
    return WorkloadRun(
      name, budget: budget,
      setUp: {
        fixture.value = inputs()
        return fixture.value.check()
      },
      baseline: {
        let inputs = fixture.value
        consume(inputs.newFlat.difference(from: inputs.oldFlat).inferringMoves())
      },
      body: {
        let inputs = fixture.value
        consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      })
  }

  /// The moderate churn layout over random UUIDs; building both snapshots is part of the timed work.
  static func uuidDiff() -> WorkloadRun {
    let fixture = Fixture<(old: [UUID], new: [UUID])>()
    return WorkloadRun(
      "diff-uuid-10k-moderate", budget: .iterations(3_000, seconds: 5),
      setUp: {
        let (old, new) = Inputs.moderateChurn(10_000)
        let pool = Inputs.uuids(12_000)
        fixture.value = (Inputs.mapped(old, through: pool), Inputs.mapped(new, through: pool))
        return DiffInputs(old: fixture.value.old, new: fixture.value.new).check()
      },
      baseline: {
        let (old, new) = fixture.value
        consume(new.difference(from: old).inferringMoves())
      },
      body: {
        let (old, new) = fixture.value
        let oldSnapshot = Inputs.oneSection(old)
        let newSnapshot = Inputs.oneSection(new)
        consume(SectionedDiff.batchUpdate(from: oldSnapshot, to: newSnapshot))
      })
  }

  /// diff-10k-half over `AnyItem`s of two types; the baseline is the same diff over `Int`s, so the ratio is the
  /// cost of the type erasure, measured in one process.
  static func anyItemDiff() -> WorkloadRun {
    let erased = Fixture<DiffInputs<AnyItem>>()
    let concrete = Fixture<DiffInputs<Int>>()
    return WorkloadRun(
      "anyitem-diff-10k-half", budget: .iterations(5_000, seconds: 6),
      setUp: {
        let (old, new) = Inputs.halfOverlap(10_000)
        concrete.value = DiffInputs(old: old, new: new)
        erased.value = DiffInputs(old: Inputs.anyItems(old), new: Inputs.anyItems(new))
        return erased.value.check()
      },
      baseline: {
        let inputs = concrete.value
        consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      },
      body: {
        let inputs = erased.value
        consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      })
  }
}

extension DiffInputs where Item == Int {
  init(_ pair: (old: [Int], new: [Int])) { self.init(old: pair.old, new: pair.new) }
}
