// The pictures (`--html`, `--svg`, `export`): the steps recorded from the shell's events, UIKit's mapping of a batch,
// errors as steps, escaping of hostile identifiers, and writing. The page itself is tested in a browser
// (Tests/browser, run by scripts/test).
import Foundation
import ListKit
import Testing

@testable import LKShell

@MainActor
@Suite struct PictureTests {
  private func recorder(_ lines: String..., format: Shell.Format = .text, view: ViewKind = .collection)
    -> PictureRecorder
  {
    let harness = ShellHarness(format: format, keepGoing: true, view: view)
    for line in lines { harness.run(line) }
    return harness.shell.pictures
  }

  private func rows(_ layout: PictureRecorder.Layout) -> [String] {
    layout.sections.flatMap { $0.rows.map { "\($0.section).\($0.item) \($0.key) \($0.cellText)" } }
  }

  @Test func everyApplyIsAStepWithItsCommandsSummaryAndLayout() {
    let pictures = recorder(
      "append-sections main", "append-items alpha beta gamma", "apply", "move-item gamma before alpha",
      "delete-items beta", "append-items Banner:1", "reconfigure-items alpha", "apply")
    #expect(pictures.steps.map(\.kind) == [.start, .apply, .apply])
    let first = pictures.steps[1]
    #expect(first.commands.map(\.text) == ["append-sections main", "append-items alpha beta gamma", "apply"])
    #expect(first.update == nil)  // the first apply is a reloadData: a cut
    #expect(first.mode == "reload-data")
    let second = pictures.steps[2]
    #expect(second.summary == "apply: 1 item inserted, 1 deleted, 1 moved, 1 reconfigured")
    #expect(second.operations.contains { $0.contains("move item") && $0.contains("0.2 → 0.0") })
    #expect(rows(pictures.layouts[second.layout]) == ["0.0 gamma gamma", "0.1 alpha alpha", "0.2 Banner:1 1"])
    let update = try! #require(second.update)
    #expect(update.deletedItems == [IndexPath(item: 1, section: 0)])
    #expect(update.insertedItems == [IndexPath(item: 2, section: 0)])
    #expect(update.movedItems.map(\.from) == [IndexPath(item: 2, section: 0)])
    #expect(update.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    // Where each row drawn before went, as UIKit maps the batch: alpha 0.0 → 0.1, beta deleted, gamma 0.2 → 0.0.
    #expect(update.rowDestinations.map(\.to) == [IndexPath(item: 1, section: 0), nil, IndexPath(item: 0, section: 0)])
    let changes = pictures.layouts[second.layout].sections[0].rows.map(\.change)
    #expect(changes == [.moved, .reconfigured, .inserted])
  }

  @Test func updateMappingFollowsUIKit() {
    var update = BatchUpdate()
    update.deletedSections = [0]
    update.insertedSections = [2]
    update.deletedItems = [IndexPath(item: 0, section: 1)]
    update.insertedItems = [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)]
    update.movedItems = [BatchUpdate.ItemMove(from: IndexPath(item: 2, section: 1), to: IndexPath(item: 1, section: 1))]
    let mapping = UpdateMapping(update)
    #expect(mapping.destination(ofSection: 0) == nil)
    #expect(mapping.destination(ofSection: 1) == 0)
    #expect(mapping.destination(ofSection: 2) == 1)
    #expect(mapping.destination(of: IndexPath(item: 0, section: 1)) == nil)
    // Old section 1 is new section 0, whose places not inserted are 1, 2, 4, …: the items that stay fill them in order.
    #expect(mapping.destination(of: IndexPath(item: 1, section: 1)) == IndexPath(item: 1, section: 0))
    #expect(mapping.destination(of: IndexPath(item: 2, section: 1)) == IndexPath(item: 1, section: 1))
    #expect(mapping.destination(of: IndexPath(item: 3, section: 1)) == IndexPath(item: 2, section: 0))
    #expect(mapping.destination(of: IndexPath(item: 4, section: 1)) == IndexPath(item: 4, section: 0))
    #expect(mapping.destination(of: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func aRejectedBatchIsAnErrorStepAndTheViewIsUnchanged() {
    let pictures = recorder(
      "data-source classic", "append-sections main", "append-items alpha beta gamma", "reload-data", "batch",
      "delete-items beta", "commit")
    let last = pictures.steps[pictures.steps.count - 1]
    #expect(last.kind == .error)
    #expect(last.layout == pictures.steps[pictures.steps.count - 2].layout)
    let failure = try! #require(last.failure)
    #expect(failure.message.hasPrefix("commit: Invalid update: invalid number of items in section 0."))
    #expect(failure.rule == "R15")
    #expect(failure.explanation.contains { $0.contains("the model holds 2 (1 fewer)") })
    #expect(last.commands.map(\.text) == ["batch", "delete-items beta", "commit"])
  }

  @Test func anExpectedErrorIsAStepWithWhatExplainSays() {
    let pictures = recorder(
      "append-sections main", "append-items a", "apply", "expect error", "append-sections main")
    let last = pictures.steps[pictures.steps.count - 1]
    #expect(last.kind == .error && last.expected)
    #expect(last.failure?.message.hasPrefix("append-sections: ") == true)
    #expect(last.summary.hasPrefix("expected error: "))
    // The failure catalogue's reading, as `explain` gives it.
    #expect(last.failure?.catalogue.isEmpty == false)
  }

  @Test func tapsScrollsAndNewViewsAreSteps() {
    let pictures = recorder(
      "set viewport 2", "append-sections todo", "append-items Todo:milk Todo:eggs Todo:bread", "apply",
      "tap Todo:eggs", "scroll-to Todo:bread", "view table")
    #expect(pictures.steps.map(\.kind) == [.start, .apply, .viewState, .scroll, .view])
    let tapped = pictures.layouts[pictures.steps[2].layout].sections[0].rows
    #expect(tapped.map(\.checkbox) == [false, true])
    #expect(tapped[1].change == .reconfigured)
    #expect(pictures.steps[2].update?.reconfiguredItems == [IndexPath(item: 1, section: 0)])
    #expect(rows(pictures.layouts[pictures.steps[3].layout]).map { $0.prefix(3) } == ["0.1", "0.2"])
    #expect(pictures.layouts[pictures.steps[4].layout].view == .table)
  }

  @Test func aTableDragIsAMoveStep() {
    let pictures = recorder(
      "append-sections A", "append-items x y z", "apply", "set can-move on", "drag z before x", view: .table)
    let last = pictures.steps[pictures.steps.count - 1]
    #expect(last.kind == .move)
    #expect(last.update?.movedItems.map { "\($0.from.item)→\($0.to.item)" } == ["2→0"])
    #expect(rows(pictures.layouts[last.layout]) == ["0.0 z z", "0.1 x x", "0.2 y y"])
  }

  @Test func handlerCallsAreSaidOnTheStepThatCausedThem() {
    // A collection view's reorder: didReorder is printed after the drag's apply; it belongs to that step, not the next.
    let pictures = recorder(
      "append-sections A", "append-items x y z", "apply", "set can-move on", "drag z before x", "append-items w",
      "apply")
    let drag = try! #require(pictures.steps.last { $0.commands.last?.text == "drag z before x" })
    #expect(drag.log.contains { $0.contains("didReorder") })
    #expect(pictures.steps.last?.log.contains { $0.contains("didReorder") } == false)
  }

  @Test func jsonModeDrawsTheViewportAsTextModeDoes() {
    let lines = [
      "set viewport 3", "append-sections feed", "append-items p{1..50}", "apply", "scroll-to p20",
      "delete-items p19", "append-items p51", "apply",
    ]
    let text = ShellHarness(format: .text)
    let json = ShellHarness(format: .json)
    for line in lines {
      text.run(line)
      json.run(line)
    }
    let a = text.shell.pictures
    let b = json.shell.pictures
    #expect(a.steps.count == b.steps.count)
    for (x, y) in zip(a.steps, b.steps) {
      #expect(a.layouts[x.layout] == b.layouts[y.layout])
      #expect(x.update == y.update)
    }
    let last = a.layouts[a.steps[a.steps.count - 1].layout]
    #expect(last.sections[0].rows.count == 3)
    #expect(last.rowsAbove + 3 + last.rowsBelow == 50)
  }

  @Test func hostileIdentifiersAreEscapedInThePageAndThePictures() throws {
    let harness = ShellHarness(keepGoing: true)
    harness.run(
      "append-sections '<script>alert(1)</script>'", "append-items $'\\e[31mred' '</script><b>x</b>' 'a&b\"c'",
      "apply")
    let page = HTMLRenderer.page(
      harness.shell.pictures, title: "</title><script>alert(2)</script>", version: Shell.version)
    #expect(!page.contains("<script>alert"))
    #expect(!page.contains("</script><b>"))
    #expect(!page.contains("\u{1B}"))
    #expect(page.contains("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
    #expect(page.contains("\\u001b[31mred"))
    #expect(page.components(separatedBy: "<script").count == 3)  // the data and the page's own script
    for index in harness.shell.pictures.steps.indices {
      let svg = SVGRenderer.picture(of: index, in: harness.shell.pictures, version: Shell.version)
      #expect(!svg.contains("<script"))
      #expect(!svg.contains("\u{1B}"))
      if index == 1 {
        #expect(svg.contains("␛[31mred"))
        #expect(svg.contains("&lt;/script&gt;&lt;b&gt;x&lt;/b&gt;"))
        #expect(svg.contains("a&amp;b&quot;c"))
      }
    }
  }

  @Test func exportWritesThePageAndNamesAPathItCannotWrite() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lks-pictures-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let harness = ShellHarness()
    harness.run("append-sections main", "append-items a b", "apply")
    let page = directory.appendingPathComponent("s.html").path
    let said = harness.printed { #expect(harness.run("export html \(page)") == .ok) }
    #expect(said.hasPrefix("wrote a page of 1 step to \(page)"))
    let html = try String(contentsOfFile: page, encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(!html.contains("http://") && !html.contains("https://"))

    let missing = directory.appendingPathComponent("no/such/dir/s.html").path
    let error = harness.printed { #expect(harness.run("export html \(missing)") == .failed) }
    #expect(error.contains("error: export html: cannot write \(missing): "))
    #expect(Shell.problemWriting(.html, to: missing) != nil)
    #expect(Shell.problemWriting(.html, to: directory.path) == "is a directory")
    #expect(Shell.problemWriting(.html, to: page) == nil)

    let pictures = directory.appendingPathComponent("svg").path
    harness.run("export svg \(pictures)")
    // The failed export is a step too (an error, the view unchanged).
    let files = try FileManager.default.contentsOfDirectory(atPath: pictures).sorted()
    #expect(files == ["step-000.svg", "step-001.svg", "step-002.svg"])
  }

  @Test func aScriptThatFailsMidwayIsDrawnUpToItsFailure() {
    let harness = ShellHarness()
    let status = harness.shell.runInline("append-sections main\nappend-items a\napply\nmove-item zz before a\napply")
    #expect(status == ExitStatus.failure)
    let steps = harness.shell.pictures.steps
    #expect(steps.map(\.kind) == [.start, .apply, .error])
    #expect(steps[2].failure?.message.contains("no item 'zz'") == true)
    #expect(steps[2].commands.map(\.location.line) == [4])
  }

  // MARK: What a still shows (issue 34)

  private func svg(_ step: Int, _ lines: String..., view: ViewKind = .collection) -> String {
    let harness = ShellHarness(keepGoing: true, view: view)
    for line in lines { harness.run(line) }
    return SVGRenderer.picture(of: step, in: harness.shell.pictures, version: "9.9.9")
  }

  @Test func deletedRowsAndSectionsAreStruckThroughWhereTheyWereWithALegend() {
    let picture = svg(
      2, "append-sections fruit vegetables", "append-items apple to fruit", "append-items carrot leek to vegetables",
      "apply", "delete-all-items", "apply")
    // Every row of the two deleted sections, struck through, and their headers marked; the legend says what red is.
    #expect(picture.components(separatedBy: "text-decoration=\"line-through\"").count - 1 == 5)
    #expect(picture.components(separatedBy: "− deleted section").count - 1 == 2)
    #expect(picture.contains(">− deleted</text>"))
  }

  @Test func sectionInsertsMovesAndReloadsAreMarkedOnTheirHeaders() {
    let moved = svg(
      2, "append-sections a b", "append-items x to a", "append-items y to b", "apply", "move-section b before a",
      "apply")
    #expect(moved.contains("→ moved section 1 → 0"))
    #expect(moved.contains("marker-end=\"url(#arrow)\""))  // the header's arrow
    let inserted = svg(
      2, "append-sections a", "append-items x", "apply", "append-sections b", "append-items y to b", "apply")
    #expect(inserted.contains("+ inserted section"))
    let reloaded = svg(2, "append-sections a b", "append-items x to a", "apply", "reload-sections a", "apply")
    #expect(reloaded.contains("↻ reloaded section"))
  }

  @Test func svgRowsNameTheirItemTheirMoveAndTheModel() {
    let picture = svg(
      2, "append-sections main", "append-items Banner:1 Text:1 alpha", "apply", "move-item alpha before Banner:1",
      "apply")
    // Two cells read "1": their items tell them apart.
    #expect(picture.contains(">Banner:1</text>"))
    #expect(picture.contains(">→ moved  0.2 → 0.0</text>"))
    let stale = svg(
      2, "append-sections main", "append-items apple", "apply", "set-content apple Granny", "show", "append-items pear",
      "apply")
    #expect(stale.contains("model: Granny"))
    // Where the step comes from, and which lks drew it.
    #expect(picture.contains("lks 9.9.9"))
  }

  @Test func longTextIsEllipsisedClippedAndBidiControlsAreEscaped() {
    let long = String(repeating: "header ", count: 30)
    let picture = svg(
      1, "append-sections main", "set-header main '\(long)'", "append-items $'evil\\u202Etxt.exe' $'two\\u2028lines'",
      "apply")
    #expect(!picture.contains("\u{202E}") && !picture.contains("\u{2028}"))
    #expect(picture.contains("evil\\u202etxt.exe"))
    #expect(picture.contains("two\\u2028lines"))
    #expect(!picture.contains(long.uppercased()))
    #expect(picture.contains("HEADER HEADER") && picture.contains("…"))
    #expect(picture.contains("clip-path=\"url(#clip-after)\""))
  }

  @Test func changesOffScreenAreCountedOnTheirSide() {
    let pictures = recorder(
      "set viewport 3", "append-sections feed", "append-items a b c d e f", "apply", "append-items g h i j",
      "apply", "scroll-to 0.5", "insert-items n1 n2 before a", "delete-items b", "apply")
    let grew = try! #require(pictures.steps[2].update)
    #expect(grew.below.inserted == 4 && grew.above.isEmpty)
    #expect(grew.below.phrase == "+4 inserted")
    let last = try! #require(pictures.steps.last?.update)
    #expect(last.above.inserted == 2 && last.above.deleted == 1)
    #expect(last.above.phrase == "+2 inserted, 1 deleted")
    #expect(PictureRecorder.grouped(1_000) == "1,000" && PictureRecorder.grouped(999) == "999")
    #expect(PictureRecorder.grouped(1_234_567) == "1,234,567")
  }

  @Test func theCollapseOfADraggedParentIsDrawnWithItsMove() {
    let lines = [
      "append-sections files", "apply", "section-snapshot files", "append Folder:a Folder:b Folder:c",
      "append File:x File:y to Folder:a", "expand Folder:a", "apply", "set can-move on",
      "drag Folder:a after Folder:c", "show",
    ]
    let harness = ShellHarness(keepGoing: true)
    for line in lines { harness.run(line) }
    let pictures = harness.shell.pictures
    // The drag is one step (the `show` after it is none: a collection view's drag is the app's apply, no table move).
    #expect(pictures.steps.map(\.kind) == [.start, .apply, .apply, .apply])
    let drag = try! #require(pictures.steps.last)
    #expect(drag.commands.last?.text == "drag Folder:a after Folder:c")
    #expect(drag.update?.deletedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
    let picture = SVGRenderer.picture(of: 3, in: pictures, version: "9.9.9")
    // The children's rows struck through where they were, the parent's move with its arrow.
    #expect(picture.components(separatedBy: "text-decoration=\"line-through\"").count - 1 == 2)
    #expect(picture.contains(">− deleted  0.1</text>") && picture.contains(">− deleted  0.2</text>"))
    #expect(picture.contains(">File:x</text>") && picture.contains(">File:y</text>"))
    #expect(picture.contains(">→ moved  0.0 → 0.2</text>"))
    #expect(picture.components(separatedBy: "marker-end=\"url(#arrow)\"").count - 1 == 1)
    // The page's data has the same deletes and move.
    let page = HTMLRenderer.page(pictures, title: "drag", version: "9.9.9")
    #expect(page.contains("\"d\":[[0,1],[0,2]]") && page.contains("\"m\":[[[0,0],[0,2]]]"))
  }

  @Test func anErrorStepDrawsTheModelBesideTheUnchangedView() throws {
    let pictures = recorder(
      "data-source classic", "append-sections main", "append-items a b c to main", "reload-data", "batch",
      "delete-items b", "commit")
    let error = try #require(pictures.steps.last)
    #expect(error.kind == .error)
    // The model the counts were checked against (a c), beside the view the failure left as it was (a b c).
    let model = try #require(error.model.map { pictures.layouts[$0] })
    #expect(rows(model) == ["0.0 a a", "0.1 c c"])
    #expect(rows(pictures.layouts[error.layout]) == ["0.0 a a", "0.1 b b", "0.2 c c"])
    let picture = SVGRenderer.picture(of: pictures.steps.count - 1, in: pictures, version: "9.9.9")
    #expect(picture.contains(">model: what the app&#39;s data says</text>"))
    #expect(picture.contains(">view: unchanged</text>"))
    #expect(picture.components(separatedBy: ">a</text>").count - 1 == 2)
    #expect(picture.components(separatedBy: ">b</text>").count - 1 == 1)
    #expect(picture.components(separatedBy: ">c</text>").count - 1 == 2)
    // The message in full and red.
    #expect(
      picture.contains(
        "fill=\"#b3261e\" text-anchor=\"start\" font-family=\"ui-monospace, DejaVu Sans Mono, monospace\">commit: Invalid update: invalid number of items in section 0."
      ))
    let page = HTMLRenderer.page(pictures, title: "r15", version: "9.9.9")
    #expect(page.contains("\"ml\":\(try #require(error.model))"))
    // An error that is no update draws no model.
    let other = recorder("append-sections main", "append-items a", "apply", "move-item zz before a")
    #expect(other.steps.last?.kind == .error && other.steps.last?.model == nil)
  }

  @Test func aFailedApplyDrawsTheSnapshotItSent() throws {
    let pictures = recorder(
      "append-sections main", "append-items a b", "apply", "inject-bug counts-from-model", "append-items c", "apply")
    let error = try #require(pictures.steps.last)
    try #require(error.kind == .error)
    let model = try #require(error.model.map { pictures.layouts[$0] })
    #expect(rows(model).map { $0.split(separator: " ")[1] } == ["a", "b", "c"])
  }
}
