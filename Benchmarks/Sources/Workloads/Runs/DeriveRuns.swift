// The derive–edit–apply cycle of an app (`dataSource.snapshot()`, one edit, `apply`) through the headless collection
// view's data source: a page of 100 items appended at 1k … 1M items, one move, one delete and one reconfigure at
// 100k, and the memory a history of 1,000 applied snapshots holds.

import ListKit
import MallocStats

/// A data source showing `0..<size` in section "main", with a counter for the items a workload adds.
@MainActor
final class DeriveScreen {
  let screen = Screen()
  let size: Int
  /// The next identifier never shown (the cycle's pages use fresh identifiers, as a feed's next page does).
  var nextItem: Int

  init(size: Int) {
    self.size = size
    nextItem = size
    var snapshot = screen.dataSource.snapshot()
    snapshot.appendSections(["main"])
    snapshot.appendItems(Array(0..<size), toSection: "main")
    apply(snapshot, "setup")
  }

  /// One derive–edit–apply cycle: a copy of what the data source shows (sharing its storage), `edit`, apply.
  func cycle(_ name: String, _ edit: (inout IntSnapshot) -> Void) {
    var snapshot = screen.dataSource.snapshot()
    edit(&snapshot)
    apply(snapshot, name)
  }

  func apply(_ snapshot: IntSnapshot, _ name: String) {
    do { consume(try screen.dataSource.tryApply(snapshot)) } catch { preconditionFailure("\(name): \(error)") }
  }
}

enum DeriveRuns {
  static func all() -> [WorkloadRun] {
    Catalog.deriveAppendSizes.map(append) + [move(), delete(), reconfigure(), historyMemory()] + issue20()
  }

  /// Issue 20's derive workloads: the first item moved after the last (100k, 1M), item n/4 after item 3n/4 (100k),
  /// the middle item deleted (1M), and an append to a copy of an older version (1M).
  static func issue20() -> [WorkloadRun] {
    [
      moveFirstAfterLast("derive-move1-100k", size: 100_000),
      moveFirstAfterLast("derive-move1-1M", size: 1_000_000),
      derive(
        "derive-movemid-100k", size: 100_000, budget: .iterations(10_000, seconds: 4),
        edit: { snapshot, _ in snapshot.moveItem(25_000, afterItem: 75_000) },
        undo: { snapshot, _ in snapshot.moveItem(25_000, afterItem: 24_999) }),
      derive(
        "derive-delete1-1M", size: 1_000_000, budget: .iterations(10_000, seconds: 6),
        edit: { snapshot, _ in snapshot.deleteItems([500_000]) },
        undo: { snapshot, _ in snapshot.insertItems([500_000], afterItem: 499_999) }),
      olderBaseAppend(),
    ]
  }

  /// Item 0 moved after the last item (timed), then back before item 1 (untimed).
  static func moveFirstAfterLast(_ name: String, size: Int) -> WorkloadRun {
    derive(
      name, size: size, budget: .iterations(10_000, seconds: size >= 1_000_000 ? 6 : 4),
      edit: { snapshot, _ in snapshot.moveItem(0, afterItem: size - 1) },
      undo: { snapshot, _ in snapshot.moveItem(0, beforeItem: 1) })
  }

  /// oldbase-append100-1M: the data source shows `0..<1M`; `older` is a snapshot taken from it, and a newer one was
  /// derived from `older`, edited and applied (so `older` is no longer the newest version of the shared storage).
  /// Timed: a copy of `older` gets 100 fresh items and is diffed against `older`. The copy is dropped untimed.
  static func olderBaseAppend() -> WorkloadRun {
    let size = 1_000_000
    let fixture = Fixture<(screen: DeriveScreen, older: IntSnapshot, unshared: DiffInputs<Int>)>()
    return WorkloadRun(
      "oldbase-append100-1M", budget: .iterations(10_000, seconds: 6),
      setUp: {
        var check: MoveCheck?
        onMainActor {
          let screen = DeriveScreen(size: size)
          let older = screen.screen.dataSource.snapshot()
          screen.cycle("oldbase-append100-1M (newer version)") { $0.deleteItems([size - 1]) }
          var derived = older
          derived.appendItems(Array(size + 1..<size + 101), toSection: "main")
          check = MoveCheck(
            update: SectionedDiff.batchUpdate(from: older, to: derived), old: older.itemIdentifiers,
            new: derived.itemIdentifiers)
          var rebuilt = Inputs.oneSection(older.itemIdentifiers)
          rebuilt.appendItems(Array(size + 1..<size + 101), toSection: "main")
          fixture.value = (screen, older, DiffInputs(old: Inputs.oneSection(older.itemIdentifiers), new: rebuilt))
        }
        return check
      },
      baseline: {
        let inputs = fixture.value.unshared
        consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      },
      iteration: { stopwatch in
        let older = fixture.value.older
        var derived: IntSnapshot?
        stopwatch.measure {
          var copy = older
          copy.appendItems(Array(size + 1..<size + 101), toSection: "main")
          consume(SectionedDiff.batchUpdate(from: older, to: copy))
          derived = copy
        }
        withExtendedLifetime(derived) {}
      })
  }

  /// One derive workload on `size` items. Each iteration runs `edit` as a timed cycle, then `undo` (when given) as
  /// an untimed one, so every timed cycle starts from `size` items and both edit the newest version of the shared
  /// storage, as an app's successive cycles do. The setup runs one cycle and checks that its diff (against the
  /// snapshot it was derived from) has minimal moves; the baseline diffs the same two layouts built separately.
  static func derive(
    _ name: String, size: Int, budget: WorkloadRun.Budget,
    edit: @escaping @Sendable (inout IntSnapshot, _ fresh: Int) -> Void,
    undo: (@Sendable (inout IntSnapshot, _ fresh: Int) -> Void)?
  ) -> WorkloadRun {
    let fixture = Fixture<(screen: DeriveScreen, unshared: DiffInputs<Int>)>()
    return WorkloadRun(
      name, budget: budget,
      setUp: {
        var check: MoveCheck?
        onMainActor {
          let screen = DeriveScreen(size: size)
          let shown = screen.screen.dataSource.snapshot()
          var derived = shown
          edit(&derived, screen.nextItem)
          check = MoveCheck(
            update: SectionedDiff.batchUpdate(from: shown, to: derived), old: shown.itemIdentifiers,
            new: derived.itemIdentifiers)
          var rebuilt = Inputs.oneSection(shown.itemIdentifiers)
          edit(&rebuilt, screen.nextItem)
          fixture.value = (screen, DiffInputs(old: Inputs.oneSection(shown.itemIdentifiers), new: rebuilt))
        }
        return check
      },
      baseline: {
        let inputs = fixture.value.unshared
        consume(SectionedDiff.batchUpdate(from: inputs.old, to: inputs.new))
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let screen = fixture.value.screen
          let fresh = screen.nextItem
          stopwatch.measure { screen.cycle(name) { edit(&$0, fresh) } }
          if let undo { screen.cycle(name + " (undo)") { undo(&$0, fresh) } }
          screen.nextItem += 100
        }
      })
  }

  /// derive-append-100 at `size`: a page of 100 fresh items appended (timed), then deleted (untimed).
  static func append(size: Int) -> WorkloadRun {
    derive(
      Catalog.deriveAppendName(size), size: size,
      budget: .iterations(10_000, seconds: size >= 1_000_000 ? 8 : 4),
      edit: { snapshot, fresh in snapshot.appendItems(Array(fresh..<fresh + 100), toSection: "main") },
      undo: { snapshot, fresh in snapshot.deleteItems(Array(fresh..<fresh + 100)) })
  }

  /// derive-move-1: item 25,000 moved after item 75,000 (timed), then back after 24,999 (untimed).
  static func move() -> WorkloadRun {
    derive(
      "derive-move-1", size: 100_000, budget: .iterations(10_000, seconds: 4),
      edit: { snapshot, _ in snapshot.moveItem(25_000, afterItem: 75_000) },
      undo: { snapshot, _ in snapshot.moveItem(25_000, afterItem: 24_999) })
  }

  /// derive-delete-1: item 50,000 deleted (timed), then inserted back after 49,999 (untimed).
  static func delete() -> WorkloadRun {
    derive(
      "derive-delete-1", size: 100_000, budget: .iterations(10_000, seconds: 4),
      edit: { snapshot, _ in snapshot.deleteItems([50_000]) },
      undo: { snapshot, _ in snapshot.insertItems([50_000], afterItem: 49_999) })
  }

  /// derive-reconfigure-1: item 50,000 reconfigured (timed; the apply strips the mark, nothing to undo).
  static func reconfigure() -> WorkloadRun {
    derive(
      "derive-reconfigure-1", size: 100_000, budget: .iterations(10_000, seconds: 4),
      edit: { snapshot, _ in snapshot.reconfigureItems([50_000]) }, undo: nil)
  }

  /// history-memory-100k: a new data source gets 1,000 pages of 100 items, each through the derive–edit–apply cycle,
  /// and every applied snapshot is kept, as the shell's history keeps them (timed). Then, untimed: the C heap's bytes
  /// in use (glibc's `mallinfo2`) minus those before the data source was made, with the history and the data source
  /// still alive, against the bytes of one 100k snapshot measured the same way in the setup.
  static func historyMemory() -> WorkloadRun {
    let reference = Fixture<Int>()
    return WorkloadRun(
      "history-memory-100k", budget: .iterations(20, seconds: 20),
      setUp: {
        let items = Array(0..<100_000)
        let before = listkit_bench_malloc_bytes_in_use()
        var snapshot = IntSnapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items, toSection: "main")
        let after = listkit_bench_malloc_bytes_in_use()
        withExtendedLifetime(snapshot) {}
        reference.value = Int(after) - Int(before)
        return nil
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let before = listkit_bench_malloc_bytes_in_use()
          var history: [IntSnapshot] = []
          var screen: Screen?
          stopwatch.measure {
            let shown = Screen()
            for page in 0..<1_000 {
              var snapshot = shown.dataSource.snapshot()
              if page == 0 { snapshot.appendSections(["main"]) }
              snapshot.appendItems(Array(page * 100..<(page + 1) * 100), toSection: "main")
              do { consume(try shown.dataSource.tryApply(snapshot)) } catch {
                preconditionFailure("history-memory-100k: \(error)")
              }
              history.append(snapshot)
            }
            screen = shown
          }
          let held = Int(listkit_bench_malloc_bytes_in_use()) - Int(before)
          withExtendedLifetime((screen, history)) {}
          stopwatch.record(CustomMetricName.heldBytes, held)
          stopwatch.record(CustomMetricName.referenceBytes, reference.value)
        }
      })
  }
}
