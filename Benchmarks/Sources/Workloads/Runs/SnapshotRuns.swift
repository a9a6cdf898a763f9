// The snapshot workloads: builds, deletes, reload marks and `itemIdentifiers` reads, each against the plain
// `Set` / array work a snapshot cannot avoid (a uniqueness table and the ordered storage).

import ListKit

enum SnapshotRuns {
  static func all() -> [WorkloadRun] {
    [
      build("build-10k", count: 10_000), build("build-50k", count: 50_000), buildGrid(),
      deleteItems(), deleteSections(), reload(), query(),
    ]
  }

  /// `appendSections(["main"])` + `appendItems` of a prebuilt array.
  static func build(_ name: String, count: Int) -> WorkloadRun {
    let items = Fixture<[Int]>()
    return WorkloadRun(
      name,
      setUp: {
        items.value = Array(0..<count)
        return nil
      },
      baseline: {
        let items = items.value
        consume(Set(items))
        consume(ContiguousArray(items))
      },
      body: {
        var snapshot = IntSnapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items.value, toSection: "main")
        consume(snapshot)
      })
  }

  /// 100 sections of 100 items; the item arrays are made inside the timed block.
  static func buildGrid() -> WorkloadRun {
    let names = Fixture<[String]>()
    return WorkloadRun(
      "build-100x100",
      setUp: {
        names.value = (0..<100).map { "s\($0)" }
        return nil
      },
      baseline: {
        let names = names.value
        var sections: [[Int]] = []
        sections.reserveCapacity(100)
        var index: [String: Int] = [:]
        var all = Set<Int>()
        for s in 0..<100 {
          let items = Array(s * 100..<(s + 1) * 100)
          index[names[s]] = s
          for item in items { all.insert(item) }
          sections.append(items)
        }
        consume((sections, index, all))
      },
      body: {
        let names = names.value
        var snapshot = IntSnapshot()
        for s in 0..<100 {
          snapshot.appendSections([names[s]])
          snapshot.appendItems(Array(s * 100..<(s + 1) * 100), toSection: names[s])
        }
        consume(snapshot)
      })
  }

  /// Build 10k, then delete the first 5,000 (both timed).
  static func deleteItems() -> WorkloadRun {
    let inputs = Fixture<(items: [Int], deleted: [Int])>()
    return WorkloadRun(
      "delete-5k-of-10k",
      setUp: {
        inputs.value = (Array(0..<10_000), Array(0..<5_000))
        return nil
      },
      baseline: {
        let (items, deleted) = inputs.value
        var set = Set(items)
        var array = ContiguousArray(items)
        let gone = Set(deleted)
        set.subtract(gone)
        array.removeAll(where: gone.contains)
        consume((set, array))
      },
      body: {
        let (items, deleted) = inputs.value
        var snapshot = IntSnapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items, toSection: "main")
        snapshot.deleteItems(deleted)
        consume(snapshot)
      })
  }

  /// Build 50 × 100, then delete every other section (both timed).
  static func deleteSections() -> WorkloadRun {
    let inputs = Fixture<(names: [String], items: [[Int]], deleted: [String])>()
    return WorkloadRun(
      "delete-25-of-50-sections",
      setUp: {
        let names = (0..<50).map { "s\($0)" }
        inputs.value = (names, Inputs.grid(sections: 50, items: 100), stride(from: 0, to: 50, by: 2).map { names[$0] })
        return nil
      },
      baseline: {
        let (names, items, deleted) = inputs.value
        var sections = items
        var index: [String: Int] = [:]
        var all = Set<Int>()
        for s in 0..<names.count {
          index[names[s]] = s
          for item in items[s] { all.insert(item) }
        }
        let gone = Set(deleted)
        var kept: [[Int]] = []
        for s in 0..<names.count {
          if gone.contains(names[s]) {
            for item in sections[s] { all.remove(item) }
          } else {
            kept.append(sections[s])
          }
        }
        sections = kept
        consume((sections, index, all))
      },
      body: {
        let (names, items, deleted) = inputs.value
        var snapshot = IntSnapshot()
        snapshot.appendSections(names)
        for s in 0..<names.count { snapshot.appendItems(items[s], toSection: names[s]) }
        snapshot.deleteSections(deleted)
        consume(snapshot)
      })
  }

  /// Build 10k, then mark 5,000 for reload (both timed).
  static func reload() -> WorkloadRun {
    let inputs = Fixture<(items: [Int], reloaded: [Int])>()
    return WorkloadRun(
      "reload-5k",
      setUp: {
        inputs.value = (Array(0..<10_000), Array(stride(from: 0, to: 10_000, by: 2)))
        return nil
      },
      baseline: {
        let (items, reloaded) = inputs.value
        let set = Set(items)
        var array = ContiguousArray(items)
        var marks = ContiguousArray<Int>()
        marks.reserveCapacity(reloaded.count)
        for item in reloaded where set.contains(item) { marks.append(item) }
        array.append(marks.count)
        consume((set, array, marks))
      },
      body: {
        let (items, reloaded) = inputs.value
        var snapshot = IntSnapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items, toSection: "main")
        snapshot.reloadItems(reloaded)
        consume(snapshot)
      })
  }

  /// 100 reads of `itemIdentifiers` on a snapshot of 10 sections × 500 items.
  static func query() -> WorkloadRun {
    let inputs = Fixture<(snapshot: IntSnapshot, sections: [[Int]])>()
    return WorkloadRun(
      "query-item-identifiers-100x",
      setUp: {
        let sections = Inputs.grid(sections: 10, items: 500)
        inputs.value = (Inputs.sectioned(sections), sections)
        return nil
      },
      baseline: {
        let sections = inputs.value.sections
        var total = 0
        for _ in 0..<100 {
          var flat: [Int] = []
          flat.reserveCapacity(5_000)
          for section in sections { flat.append(contentsOf: section) }
          total &+= flat.count &+ flat[flat.count / 2]
          consume(flat)
        }
        consume(total)
      },
      body: {
        let snapshot = inputs.value.snapshot
        var total = 0
        for _ in 0..<100 {
          let items = snapshot.itemIdentifiers
          total &+= items.count &+ items[items.count / 2]
          consume(items)
        }
        consume(total)
      })
  }
}
