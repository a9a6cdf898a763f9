// The diff workloads: `SectionedDiff.batchUpdate` between two prebuilt snapshots, against Swift's own
// `CollectionDifference` over the flattened arrays, with the moves checked minimal once in the setup.

import Benchmark
import Foundation
import ListKit
import Lists
import Workloads

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

enum DiffBenchmarks {
  static func register() {
    registerIntDiff("diff-10k-half", budget: .iterations(5_000, seconds: 5)) { DiffInputs(Inputs.halfOverlap(10_000)) }
    registerIntDiff("diff-50k-half", budget: .iterations(1_000, seconds: 45)) {
      DiffInputs(Inputs.halfOverlap(50_000))
    }
    registerIntDiff("diff-10k-same") {
      // Two separately built snapshots: equal, but sharing no storage.
      DiffInputs(old: Array(0..<10_000), new: Array(0..<10_000))
    }
    registerIntDiff("diff-10k-shuffle", budget: .iterations(2_000, seconds: 12)) {
      let old = Array(0..<10_000)
      return DiffInputs(old: old, new: Inputs.shuffled(old, seed: 42))
    }
    registerIntDiff("churn-10k-moderate", budget: .iterations(5_000, seconds: 5)) {
      DiffInputs(Inputs.churn(10_000, delete: 0.2, insert: 0.2, move: 0.2))
    }
    registerIntDiff("churn-10k-heavy", budget: .iterations(5_000, seconds: 5)) {
      DiffInputs(Inputs.churn(10_000, delete: 0.5, insert: 0.5, move: 0.5))
    }
    registerIntDiff("churn-50k-moderate", budget: .iterations(1_000, seconds: 30)) {
      DiffInputs(Inputs.churn(50_000, delete: 0.2, insert: 0.2, move: 0.2))
    }
    registerIntDiff("diff-100x100-3changed") {
      let (old, new) = Inputs.threeSectionsChanged()
      return DiffInputs(old: Inputs.sectioned(old), new: Inputs.sectioned(new))
    }
    registerUUIDDiff()
    registerAnyItemDiff()
  }

  /// A diff of `Int` snapshots against `CollectionDifference`.
  static func registerIntDiff(_ name: String, budget: Budget = .fast, inputs: @escaping () -> DiffInputs<Int>) {
    let fixture = Fixture<DiffInputs<Int>>()
    Suite.register(
      name, budget: budget,
      setup: {
        fixture.value = inputs()
        return fixture.value.check()
      },
      baseline: {
        let inputs = fixture.value
        blackHole(inputs.newFlat.difference(from: inputs.oldFlat).inferringMoves())
      },
      body: {
        let inputs = fixture.value
        blackHole(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      })
  }

  /// The moderate churn layout over random UUIDs; building both snapshots is part of the timed work.
  static func registerUUIDDiff() {
    let fixture = Fixture<(old: [UUID], new: [UUID])>()
    Suite.register(
      "diff-uuid-10k-moderate", budget: .iterations(3_000, seconds: 5),
      setup: {
        let (old, new) = Inputs.moderateChurn(10_000)
        let pool = Inputs.uuids(12_000)
        fixture.value = (Inputs.mapped(old, through: pool), Inputs.mapped(new, through: pool))
        return DiffInputs(old: fixture.value.old, new: fixture.value.new).check()
      },
      baseline: {
        let (old, new) = fixture.value
        blackHole(new.difference(from: old).inferringMoves())
      },
      body: {
        let (old, new) = fixture.value
        let oldSnapshot = Inputs.oneSection(old)
        let newSnapshot = Inputs.oneSection(new)
        blackHole(SectionedDiff.batchUpdate(from: oldSnapshot, to: newSnapshot))
      })
  }

  /// diff-10k-half over `AnyItem`s of two types; the baseline is the same diff over `Int`s, so the ratio is the
  /// cost of the type erasure, measured in one process.
  static func registerAnyItemDiff() {
    let erased = Fixture<DiffInputs<AnyItem>>()
    let concrete = Fixture<DiffInputs<Int>>()
    Suite.register(
      "anyitem-diff-10k-half", budget: .iterations(5_000, seconds: 6),
      setup: {
        let (old, new) = Inputs.halfOverlap(10_000)
        concrete.value = DiffInputs(old: old, new: new)
        erased.value = DiffInputs(old: Inputs.anyItems(old), new: Inputs.anyItems(new))
        return erased.value.check()
      },
      baseline: {
        let inputs = concrete.value
        blackHole(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      },
      body: {
        let inputs = erased.value
        blackHole(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      })
  }
}

extension DiffInputs where Item == Int {
  init(_ pair: (old: [Int], new: [Int])) { self.init(old: pair.old, new: pair.new) }
}
