// Background diffing in CellControllerDataSource: the diff runs off the main actor and the commit on it; overlapping
// applies commit only the newest snapshot; the result is the one a main-actor apply gives. ListsTests also run under
// the thread sanitizer (scripts/test), which watches these diffs.
import ListKitTestSupport
import Testing

@testable import Lists

@MainActor
private func makeDataSource(background: Bool, viewportHeight: Int = 6) -> (
  CellControllerDataSource<String>, HeadlessCollectionView
) {
  let view = HeadlessCollectionView(viewportHeight: viewportHeight)
  view.tracksRowIdentities = true
  let dataSource = CellControllerDataSource<String>(collectionView: view)
  dataSource.diffsInBackground = background
  return (dataSource, view)
}

/// A random state: todos (some renamed, so content changes reach controllers), a loading row sometimes, and a
/// second section sometimes.
private func randomState(_ round: Int, using generator: inout SplitMix64) -> DiffableDataSourceSnapshot<
  String, AnyItem
> {
  var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
  snapshot.appendSections(["todos"])
  let ids = (0..<24).filter { _ in Bool.random(using: &generator) }.shuffled(using: &generator)
  snapshot.appendItems(ids.map { AnyItem(Todo($0, "t\($0)@\(round % 3)")) }, toSection: "todos")
  if Bool.random(using: &generator) { snapshot.appendItems([AnyItem(LoadingRow())], toSection: "todos") }
  if Bool.random(using: &generator) {
    snapshot.appendSections(["notes"])
    snapshot.appendItems([AnyItem(Note(id: "n\(round % 4)"))], toSection: "notes")
  }
  return snapshot
}

@MainActor
@Suite struct BackgroundDiffTests {
  @Test func aBackgroundApplyGivesTheUpdateAMainActorApplyGives() async {
    var generator = SplitMix64(seed: 99)
    let (background, backgroundView) = makeDataSource(background: true)
    let (main, mainView) = makeDataSource(background: false)
    for round in 0..<40 {
      let state = randomState(round, using: &generator)
      if round % 5 == 2 {
        // View state set through both, so configured text includes it.
        for dataSource in [background, main] {
          if let item = dataSource.snapshot().itemIdentifiers.first {
            (dataSource.controller(for: item) as? TodoController)?.updateViewState { $0.isTicked.toggle() }
          }
        }
      }
      let fromBackground = await background.apply(state)
      let fromMain = await main.apply(state)
      #expect(fromBackground == fromMain, "round \(round)")
      #expect(background.snapshot() == main.snapshot())
      #expect(visibleTexts(backgroundView) == visibleTexts(mainView), "round \(round)")
      #expect(backgroundView.rowIdentities == mainView.rowIdentities)
      #expect(backgroundView.cellStatistics == mainView.cellStatistics)
      #expect(backgroundView.invariantViolations().isEmpty)
    }
    #expect(background.statistics.diffs == main.statistics.diffs)
    #expect(background.statistics.supersededApplies == 0)
  }

  @Test func concurrentBackgroundAppliesCommitOnlyTheNewestSnapshot() async {
    // Whether an apply is superseded depends on timing: a diff that finishes before its caller awaits it commits at
    // once. Every round checks all the guarantees; rounds go on (new seeds) until one of them also superseded an
    // apply, so the test always covers that path, however busy the machine.
    var superseded = 0
    for round in 0..<8 where superseded == 0 {
      superseded = await runConcurrentBackgroundApplies(callers: 120, seed: 5 + UInt64(round))
    }
    #expect(superseded > 0)
  }

  /// `callers` overlapping background applies of random states; checks that only the newest is committed, commits
  /// come in call order, and the view ends as a main-actor apply of the last state. Returns the superseded count.
  private func runConcurrentBackgroundApplies(callers: Int, seed: UInt64) async -> Int {
    var generator = SplitMix64(seed: seed)
    let (dataSource, view) = makeDataSource(background: true)
    let states = (0..<callers).map { randomState($0, using: &generator) }
    var callOrder: [Int] = []
    var commitOrder: [Int] = []
    var tasks: [Task<Void, Never>] = []
    for (index, state) in states.enumerated() {
      tasks.append(
        Task { @MainActor in
          callOrder.append(index)  // same synchronous segment as the call: records the call order
          if await dataSource.apply(state) != nil { commitOrder.append(index) }  // runs right after the commit
          #expect(view.invariantViolations().isEmpty)
        })
      if index % 9 == 0 { await Task.yield() }
    }
    for task in tasks { await task.value }

    let last = callOrder.last!
    #expect(dataSource.snapshot() == states[last])
    #expect(commitOrder.last == last)
    // Commits happen in call order: a result older than a committed one is never committed after it.
    let rank = Dictionary(uniqueKeysWithValues: callOrder.enumerated().map { ($1, $0) })
    #expect(commitOrder.map { rank[$0]! } == commitOrder.map { rank[$0]! }.sorted())
    #expect(dataSource.statistics.applies + dataSource.statistics.supersededApplies == callers)

    // What the view shows equals a main-actor apply of the final state on a fresh data source.
    let (reference, referenceView) = makeDataSource(background: false)
    await reference.apply(states[last])
    #expect(visibleTexts(view) == visibleTexts(referenceView))
    #expect(view.rowIdentities == referenceView.rowIdentities)
    #expect(view.invariantViolations().isEmpty)
    return dataSource.statistics.supersededApplies
  }

  @Test func aMainActorApplyWhileTheDiffRunsSupersedesTheBackgroundApply() async throws {
    let (dataSource, view) = makeDataSource(background: true)
    await dataSource.apply(todoSnapshotForBackground([1, 2, 3]))
    dataSource.backgroundDiffDidReturn = {
      dataSource.backgroundDiffDidReturn = nil
      _ = try? dataSource.tryApply(todoSnapshotForBackground([6]))  // committed while the diff ran
    }
    #expect(await dataSource.apply(todoSnapshotForBackground([4, 5])) == nil)
    #expect(visibleTexts(view) == ["[ ] todo 6"])
    #expect(dataSource.statistics.supersededApplies == 1)
  }

  // MARK: appliesSupersededUpdates (ListDiffUI's order)

  @Test("appliesSupersededUpdates: a background apply a main-actor apply overtook still commits, after it")
  func supersededApplyCommitsWhenAsked() async throws {
    let (dataSource, view) = makeDataSource(background: true)
    dataSource.appliesSupersededUpdates = true
    await dataSource.apply(todoSnapshotForBackground([1, 2, 3]))
    dataSource.backgroundDiffDidReturn = {
      dataSource.backgroundDiffDidReturn = nil
      _ = try? dataSource.tryApply(todoSnapshotForBackground([6]))  // committed while the diff ran
    }
    let update = try #require(await dataSource.apply(todoSnapshotForBackground([4, 5])))
    #expect(update.kind == .batchUpdates)
    #expect(visibleTexts(view) == ["[ ] todo 4", "[ ] todo 5"])
    #expect(dataSource.statistics.supersededApplies == 0)
    #expect(view.invariantViolations().isEmpty)
  }

  @Test("appliesSupersededUpdates: overlapping background applies all commit, in call order; reconfigures are right")
  func everyOverlappingApplyCommitsInOrder() async {
    let (dataSource, view) = makeDataSource(background: true)
    dataSource.appliesSupersededUpdates = true
    await dataSource.apply(todoSnapshotForBackground([1], title: "a"))
    // Both diffs start from the same base; the second restores the first one's change. Committed in order, the
    // second is marked again against what the first left, so the cell shows "a" again.
    var commits: [String] = []
    let first = Task { @MainActor in
      if await dataSource.apply(todoSnapshotForBackground([1, 2], title: "b")) != nil { commits.append("b") }
    }
    let second = Task { @MainActor in
      if await dataSource.apply(todoSnapshotForBackground([1], title: "a")) != nil { commits.append("a") }
    }
    await first.value
    await second.value
    #expect(commits == ["b", "a"])
    #expect(visibleTexts(view) == ["[ ] a"])
    #expect(dataSource.statistics.supersededApplies == 0 && dataSource.statistics.applies == 3)
    #expect(view.invariantViolations().isEmpty)
    // By default the first of two overlapping applies may be dropped; never the newest, and never with a stale cell.
    dataSource.appliesSupersededUpdates = false
    let third = Task { @MainActor in await dataSource.apply(todoSnapshotForBackground([1], title: "c")) }
    let fourth = Task { @MainActor in await dataSource.apply(todoSnapshotForBackground([1], title: "a")) }
    _ = await third.value
    #expect(await fourth.value != nil)
    #expect(visibleTexts(view) == ["[ ] a"])
  }
}

private func todoSnapshotForBackground(_ ids: [Int], title: String) -> DiffableDataSourceSnapshot<String, AnyItem> {
  var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
  snapshot.appendSections(["todos"])
  snapshot.appendItems(ids.map { AnyItem(Todo($0, $0 == 1 ? title : nil)) }, toSection: "todos")
  return snapshot
}

private func todoSnapshotForBackground(_ ids: [Int]) -> DiffableDataSourceSnapshot<String, AnyItem> {
  var snapshot = DiffableDataSourceSnapshot<String, AnyItem>()
  snapshot.appendSections(["todos"])
  snapshot.appendItems(ids.map { AnyItem(Todo($0)) }, toSection: "todos")
  return snapshot
}
