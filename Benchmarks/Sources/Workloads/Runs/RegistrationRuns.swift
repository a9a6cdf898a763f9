// Cell registration against class registration: the same scroll through 10,000 rows, every row's cell dequeued
// from the reuse pool and configured, once through a `CellRegistration` (timed) and once through a registered class
// and reuse identifier (the baseline, timed in the same process).

import ListKit

/// A headless view of 10,000 rows (20-row viewport) whose cells come from a registration or a class registration.
@MainActor
final class ScrollingScreen {
  let view = HeadlessCollectionView(viewportHeight: 20)
  let dataSource: CollectionViewDiffableDataSource<Int, Int>

  init(usingRegistration: Bool) {
    if usingRegistration {
      let registration = HeadlessCollectionView.CellRegistration<HeadlessCell, Int> { cell, _, item in
        cell.text = String(item)
      }
      dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
        view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
    } else {
      view.register(HeadlessCell.self, forCellWithReuseIdentifier: "cell")
      dataSource = CollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.text = String(item)
        return cell
      }
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<10_000))
    do { try dataSource.tryApply(snapshot) } catch { preconditionFailure("scroll screen: \(error)") }
  }

  /// Scrolls a viewport at a time from the top to the bottom (every step requests 20 recycled cells), then back.
  func scrollThrough() {
    var row = 0
    while row < view.numberOfRows {
      row += 20
      view.scroll(toRow: row)
    }
    view.scroll(toRow: 0)
  }
}

enum RegistrationRuns {
  static func all() -> [WorkloadRun] { [dequeue()] }

  static func dequeue() -> WorkloadRun {
    let fixture = Fixture<(registration: ScrollingScreen, byClass: ScrollingScreen)>()
    return WorkloadRun(
      "dequeue-registration-10k", budget: .iterations(2_000, seconds: 5),
      setUp: {
        onMainActor {
          fixture.value = (ScrollingScreen(usingRegistration: true), ScrollingScreen(usingRegistration: false))
        }
        return nil
      },
      baseline: {
        onMainActor { fixture.value.byClass.scrollThrough() }
      },
      iteration: { stopwatch in
        let stopwatch = SendableStopwatch(stopwatch: stopwatch)
        onMainActor {
          let screen = fixture.value.registration
          stopwatch.measure { screen.scrollThrough() }
        }
      })
  }
}
