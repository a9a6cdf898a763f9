// The crash-log reader behind `lks explain FILE` and the interactive `explain` of a pasted block: each format people
// paste (console, device log, crash report, .ips, Crashlytics, Sentry, lldb, issue threads), the noise around a
// message, several exceptions, frames as hints, and bad input (binary, invalid UTF-8, huge logs, many exceptions).
// The texts are written for these tests.
import ListKit
import ListKitTestSupport
import Testing

@testable import LKShell

@Suite struct CrashLogTests {
  let r15Collection =
    "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section"
    + " after the update (4) must be equal to the number of items contained in that section before the update (4),"
    + " plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or"
    + " minus the number of items moved into or out of that section (0 moved in, 0 moved out)."

  func read(_ text: String) -> CrashLogReading { CrashLog.read(text: text) }

  @Test func theXcodeConsoleWithItsPrefixesAssertionLineAndStack() throws {
    let log = """
      2024-03-02 09:15:41.118220+0100 Shopper[8812:412233] *** Assertion failure in -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForceReload:animator:collectionViewAnimator:], UICollectionView.m:7910
      2024-03-02 09:15:41.125003+0100 Shopper[8812:412233] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(r15Collection)'
      *** First throw call stack:
      (
      \t0   CoreFoundation                      0x000000018040e7c8 __exceptionPreprocess + 172
      \t1   libobjc.A.dylib                     0x0000000180051144 objc_exception_throw + 56
      \t4   UIKitCore                           0x0000000184e1a9b0 -[UICollectionView _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:] + 80
      )
      libc++abi: terminating due to uncaught exception of type NSException
      """
    let reading = read(log)
    #expect(reading.found == 1)
    let exception = try #require(reading.exceptions.first)
    #expect(exception.line == 1)
    #expect(exception.name == "NSInternalInconsistencyException")
    #expect(exception.message == r15Collection)
    #expect(exception.recognized?.rule == "R15")
    #expect(exception.frame == "_Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:")
    #expect(exception.frameRule == "R15")
  }

  @Test func theMultiLineBatchMessageWithTabbedUpdatesAndTheViewDescription() throws {
    let log = """
      2023-11-20 18:02:11.006 Notes[311:9001] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid batch updates detected: the number of sections and/or rows returned by the data source before and/or after performing the batch updates are inconsistent with the updates.
      Data source before updates = { 2 sections with row counts: [12, 3] }
      Data source after updates = { 2 sections with row counts: [11, 3] }
      Updates = [
      \tDelete row (0 - 4),
      \tInsert row (0 - 0)
      ]
      Table view: <UITableView: 0x10a8e2000; frame = (0 0; 390 844); clipsToBounds = YES; layer = <CALayer: 0x6000002a1>; contentOffset: {0, -91}>'
      *** First throw call stack:
      (0x18a3f0 0x1822bc 0x18b9d4)
      """
    let exception = try #require(read(log).exceptions.first)
    let message = try #require(exception.recognized)
    #expect(message.rule == "R16")
    #expect(message.wording == .tableView)
    #expect(
      message.values == [.counts([12, 3]), .counts([11, 3]), .list(["Delete row (0 - 4)", "Insert row (0 - 0)"])])
    #expect(!exception.message.contains("Table view"))
    #expect(exception.message.hasSuffix("]"))
  }

  @Test func crashlyticsSentryAndCrashReportHeaders() throws {
    let crashlytics = """
      Fatal Exception: NSInternalInconsistencyException
      attempt to delete item 9 from section 1 which only contains 6 items before the update
      0  CoreFoundation  0x99f2c __exceptionPreprocess
      1  libobjc.A.dylib  objc_exception_throw
      2  UIKitCore  -[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForceReload:animator:collectionViewAnimator:]
      """
    let first = try #require(read(crashlytics).exceptions.first)
    #expect(first.name == "NSInternalInconsistencyException")
    #expect(first.recognized?.rule == "R6")
    #expect(first.recognized?.values == [.number(9), .number(1), .number(6)])

    let sentry =
      "NSInternalInconsistencyException: attempt to insert section 7 but there are only 7 sections after the update"
    let second = try #require(read(sentry).exceptions.first)
    #expect(second.recognized?.rule == "R7")

    let report = """
      Exception Type:  EXC_CRASH (SIGABRT)
      Triggered by Thread:  0

      Application Specific Information:
      attempt to delete section 3, but there are only 3 sections before the update

      Thread 0 Crashed:
      0   libsystem_kernel.dylib        \t0x00000001e5a4e3c4 __pthread_kill + 8
      """
    let third = try #require(read(report).exceptions.first)
    #expect(third.recognized?.rule == "R4")
  }

  @Test func anIpsReportIsReadFromItsJSONStrings() throws {
    let ips = """
      {"app_name":"Shopper","timestamp":"2024-01-09 10:00:00.00 +0000","bug_type":"309","os_version":"iPhone OS 17.2"}
      {
        "exception" : {"codes":"0x0000000000000000, 0x0000000000000000","type":"EXC_CRASH","signal":"SIGABRT"},
        "asi" : {"libsystem_c.dylib":["abort() called"],"CoreFoundation":["*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to insert item 5 into section 0, but there are only 5 items in section 0 after the update'"]},
        "lastExceptionBacktrace" : [{"imageOffset":1234,"symbol":"__exceptionPreprocess","imageIndex":3},{"imageOffset":99,"symbol":"-[UICollectionView _endItemAnimationsWithInvalidationContext:tentativelyForceReload:animator:collectionViewAnimator:]","imageIndex":9}]
      }
      """
    let reading = read(ips)
    #expect(reading.found == 1)
    let exception = try #require(reading.exceptions.first)
    #expect(exception.name == "NSInternalInconsistencyException")
    #expect(exception.recognized?.rule == "R9")
    #expect(exception.message.hasPrefix("attempt to insert item 5"))
    #expect(!exception.message.hasSuffix("'"))
  }

  @Test func issueThreadQuotesFencesHardWrapsAndIndexPathAddresses() throws {
    let post = """
      We see this a few times a day:

      > ```
      > Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to
      > perform a delete and a move from the same index path (<NSIndexPath: 0xc4a81e2f6b0c1d22> {length = 2, path = 0 - 3})'
      > ```

      Any ideas?
      """
    let exception = try #require(read(post).exceptions.first)
    #expect(exception.recognized?.rule == "R2")
    #expect(exception.message.contains("(<NSIndexPath") == false)
    #expect(read(post).found == 1)
  }

  @Test func lldbAndXcodesThreadBannerWithEscapes() throws {
    let session = """
      (lldb) bt
      error: Execution was interrupted, reason: signal SIGABRT.
      Thread 1: "Invalid batch updates detected: the number of sections and/or items returned by the data source before and/or after performing the batch updates are inconsistent with the updates.\\nData source before updates = { 1 section with item counts: [4] }\\nData source after updates = { 1 section with item counts: [3] }\\nUpdates = [\\n\\tDelete item (0 - 1)\\n]\\nCollection view: <UICollectionView: 0x1; frame = (0 0; 1 1)>"
      """
    let exception = try #require(read(session).exceptions.first)
    #expect(exception.recognized?.rule == "R16")
    #expect(exception.recognized?.values.last == .list(["Delete item (0 - 1)"]))
  }

  @Test func severalExceptionsEachOnceAndRepeatsMerged() throws {
    let log = """
      2024-05-01 10:00:00.000 App[1:2] *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt to delete section 4, but there are only 2 sections before the update'
      Thread 1: "attempt to delete section 4, but there are only 2 sections before the update"

      --- next launch ---
      2024-05-01 10:05:00.000 App[7:8] *** Terminating app due to uncaught exception 'NSRangeException', reason: '*** -[__NSArrayM objectAtIndexedSubscript:]: index 3 beyond bounds [0 .. 2]'
      2024-05-01 10:09:00.000 App[9:9] request for number of items in section 6 when there are only 6 sections in the collection view
      """
    let reading = read(log)
    #expect(reading.found == 3)
    #expect(reading.unrecognized == 1)
    #expect(reading.exceptions.map(\.recognized?.rule) == ["R4", nil, "R17"])
    #expect(reading.exceptions[1].name == "NSRangeException")
    #expect(reading.exceptions[1].message.hasPrefix("*** -[__NSArrayM"))
    #expect(reading.exceptions.map(\.line) == [1, 5, 6])
  }

  @Test func aLogWithoutExceptionsFindsNone() {
    let reading = read(
      "2024-05-01 10:00:00.000 App[1:2] app launched\n2024-05-01 10:00:01.000 App[1:2] loaded 3 notes\n")
    #expect(reading.found == 0)
    #expect(reading.exceptions.isEmpty)
  }

  @Test func binaryAndInvalidUTF8() throws {
    #expect(throws: CrashLogProblem.binary) { try CrashLog.read([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 0]).get() }
    var bytes = Array("attempt to delete section 5, but there are only 2 sections before the update\n".utf8)
    bytes.insert(0xFF, at: 0)
    let reading = try CrashLog.read(bytes).get()
    #expect(reading.repaired)
    #expect(reading.exceptions.first?.recognized?.rule == "R4")
  }

  @Test func tenThousandExceptionsAreCountedAndTheFirstOnesKept() {
    var log = ""
    for index in 0..<10_000 {
      log +=
        "2024-05-01 10:00:00.000 App[1:2] attempt to delete section \(index + 2), but there are only 2 sections"
        + " before the update\n0   UIKitCore   0x1 -[UITableView _endCellAnimationsWithContext:]\n"
    }
    let reading = read(log)
    #expect(reading.found == 10_000)
    #expect(reading.unrecognized == 0)
    #expect(reading.exceptions.count == CrashLog.defaultLimit)
  }

  @Test func noisyLongLinesStayLinear() {
    // A long line full of message beginnings and quotes, many times: no backtracking blow-up.
    let line = String(repeating: "attempt to reason: ' Invalid update: ", count: 2_000)
    let reading = read(Array(repeating: line, count: 20).joined(separator: "\n"))
    #expect(reading.found >= 1)
  }

  // MARK: Big and bad logs (generated, small enough for a test; the 100 MB figures are in Benchmarks/README.md)

  /// An ordinary console line (none of them is an exception, several hold words of one).
  static func ordinaryLine(_ index: Int) -> String {
    let bodies = [
      "[Networking] GET https://api.example.com/v2/feed?page=\(index)&limit=50 -> 200 (64 ms)",
      "[Feed] loaded \(index % 97) items, attempt to prefetch \(index % 13) images",
      "(UIKitCore) [com.apple.UIKit:Layout] Invalid view geometry: width \(index) is not valid, using 0",
      "[Analytics] event {\"name\":\"scroll\",\"offset\":\(index)}",
      "Thread \(index % 9): request for more data from the server, \(index % 5) pending",
      "the cell at row \(index % 40) in section 0 was configured with the exception of its badge",
    ]
    let second = index % 60 < 10 ? "0\(index % 60)" : "\(index % 60)"
    return "2024-05-01 10:00:\(second).\(index % 1000)+0200 Feed[812:9034] "
      + bodies[index % bodies.count]
  }

  static func crash(deleting section: Int) -> String {
    "2024-05-01 10:00:00.000+0200 Feed[812:9034] *** Terminating app due to uncaught exception"
      + " 'NSInternalInconsistencyException', reason: 'attempt to delete section \(section), but there are only 2"
      + " sections before the update'\n*** First throw call stack:\n(0x1 0x2 0x3)"
  }

  @Test func aLongConsoleLogIsReadByItsFewExceptions() {
    var lines: [String] = []
    for index in 0..<30_000 {
      lines.append(Self.ordinaryLine(index))
      if index % 10_000 == 5_000 { lines.append(Self.crash(deleting: index / 10_000 + 2)) }
    }
    let reading = read(lines.joined(separator: "\n"))
    #expect(reading.found == 3)
    #expect(reading.unrecognized == 0)
    #expect(reading.exceptions.map(\.recognized?.values.first) == [.number(2), .number(3), .number(4)])
    #expect(reading.exceptions.map(\.line) == [5_002, 15_005, 25_008])
  }

  @Test func ordinaryLinesAreSkippedAndEveryMarkerIsSeen() {
    func mayMatter(_ text: String) -> Bool {
      Array(text.utf8).withUnsafeBufferPointer(CrashLogMarkers.mayMatter)
    }
    #expect(!mayMatter("2024-05-01 10:00:00.000 Feed[1:2] [Networking] GET /feed -> 200 (64 ms)"))
    #expect(!mayMatter("the cell at row 3 was configured"))
    for text in [
      "x reason: 'boom'", "NSRangeException: index 3", "*** Assertion failure in -[UITableView x]",
      "Thread 1: \"boom\"", "Application Specific Information:", "+[UICollectionView _Bug_Detected_In_Client_Of_X]",
      "12Zattempt to delete section 1", "> Invalid update: invalid number of sections", "(Invalid batch updates",
    ] {
      #expect(mayMatter(text), "\(text)")
    }
    // A beginning inside a word is no beginning.
    #expect(!mayMatter("reattempt to delete section 1"))
  }

  @Test func manyExceptionsAreCountedInOnePassWithTheFirstOnesKept() {
    var log = ""
    for index in 0..<12_000 {
      log += Self.ordinaryLine(index) + "\n" + Self.crash(deleting: index % 50 + 2) + "\n"
    }
    let reading = read(log)
    #expect(reading.found == 12_000)
    #expect(reading.unrecognized == 0)
    #expect(reading.exceptions.count == CrashLog.defaultLimit)
  }

  @Test func aSingleLongLineIsCutAtItsHeadersAndMessages() throws {
    var line = ""
    var expected: [Int] = []
    for index in 0..<20_000 {
      line += Self.ordinaryLine(index) + " | "
      if index % 5_000 == 2_500 {
        let section = index / 5_000 + 5
        expected.append(section)
        line +=
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'attempt"
          + " to delete section \(section), but there are only 2 sections before the update' | "
        line += "attempt to insert section \(section + 10) but there are only 3 sections after the update | "
      }
    }
    #expect(line.utf8.count > CrashLogMarkers.longLine * 10)
    let reading = read(line)
    #expect(reading.found == 2 * expected.count, "\(reading.exceptions.map(\.message))")
    #expect(reading.unrecognized == 0)
    #expect(
      reading.exceptions.filter { $0.recognized?.rule == "R4" }.map(\.recognized?.values.first)
        == expected.map { .number($0) })
    #expect(reading.exceptions.filter { $0.recognized?.rule == "R7" }.count == expected.count)
    #expect(reading.exceptions.allSatisfy { $0.line == 1 })
    #expect(reading.exceptions.first?.name == "NSInternalInconsistencyException")
  }

  @Test func oldMacLineBreaksAndCRLFAreLineBreaks() {
    let lines = [Self.ordinaryLine(1), Self.crash(deleting: 7), Self.ordinaryLine(2)]
    for separator in ["\r", "\r\n"] {
      let reading = read(lines.joined(separator: separator))
      #expect(reading.found == 1)
      #expect(reading.exceptions.first?.line == 2)
      #expect(reading.exceptions.first?.recognized?.values.first == .number(7))
    }
  }

  @Test func binaryJunkAfterTextAndBrokenUTF8NeitherCrashNorHide() throws {
    var bytes: [UInt8] = []
    for index in 0..<2_000 {
      bytes += Array(Self.ordinaryLine(index).utf8)
      // Latin-1 names and a cut three-byte sequence.
      if index % 7 == 0 {
        bytes += [0x20, 0x4A, 0x6F, 0x73, 0xE9, 0x20, 0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0xE2, 0x82]
      }
      bytes.append(0x0A)
    }
    bytes += Array((Self.crash(deleting: 8) + "\n").utf8)
    // Junk: every byte value, NUL and control bytes included, after the first 64 KiB of text.
    var random = SplitMix64(seed: 9)
    for _ in 0..<300_000 { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
    bytes += Array(("\n" + Self.crash(deleting: 9) + "\n").utf8)
    #expect(bytes.prefix(65_536).allSatisfy { $0 != 0 })
    let reading = try CrashLog.read(bytes).get()
    #expect(reading.repaired)
    let sections = reading.exceptions.filter { $0.recognized?.rule == "R4" }.map(\.recognized?.values.first)
    #expect(sections == [.number(8), .number(9)])
    // Junk that starts the file is refused.
    #expect(throws: CrashLogProblem.binary) { try CrashLog.read(Array(bytes.suffix(200_000))).get() }
  }

  @Test func validUTF8IsToldFromInvalid() {
    func valid(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(CrashLogLines.isValidUTF8) }
    #expect(valid(Array("plain ASCII, then é, € and 𝄞 — and a long ASCII run after them all".utf8)))
    for invalid: [UInt8] in [
      [0xFF], [0xC0, 0x80], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], [0x61, 0xE9, 0x62],
    ] {
      #expect(!valid(invalid), "\(invalid)")
      #expect(!valid(Array("0123456789abcdef".utf8) + invalid + Array("0123456789abcdef".utf8)), "\(invalid)")
    }
  }

  // MARK: Older, logged and cell wordings

  @Test(
    arguments: [
      (
        "2014-12-04 20:46:11.457 Shop[163:2350] *** Terminating app due to uncaught exception"
          + " 'NSInternalInconsistencyException', reason: 'Invalid update: invalid number of rows in section 0. The number"
          + " of rows contained in an existing section after the update (3) must be equal to the number of rows contained"
          + " in that section before the update (2), plus or minus the number of rows inserted or deleted from that"
          + " section (0 inserted, 0 deleted).'",
        "R15-no-moves", [0, 3, 2, 0, 0]
      ),
      (
        "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section"
          + " after the update (5) must be equal to the number of items contained in that section before the update"
          + " (4), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted).",
        "R15-no-moves", [1, 5, 4, 0, 0]
      ),
      (
        "2020-01-10 12:01:02.123456+0100 Feed[2893:53399] [UICollectionView] Invalid update: invalid number of items in"
          + " section 0.  The number of items contained in an existing section after the update (20) must be equal to"
          + " the number of items contained in that section before the update (20), plus or minus the number of items"
          + " inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of items moved"
          + " into or out of that section (0 moved in, 0 moved out). - will perform reloadData. UICollectionView"
          + " instance: <Feed.CardsView: 0x7f966c912000; baseClass = UICollectionView; frame = (0 0; 414 482.333);"
          + " layout: <Feed.CardsLayout: 0x7f966c42d390>; dataSource: <Feed.CardsController: 0x7f966c452760>>;"
          + " currentUpdate: [UICollectionViewUpdate - 0x7f966c48e5c0: old:<UICollectionViewData: 0x6000021a5880>"
          + " new<UICollectionViewData: 0x6000021216c0> items:<(\n    \"D(0,18)\"\n)>]",
        "R15-reload-data", [0, 20, 20, 0, 1, 0, 0]
      ),
      (
        "Application Specific Information: *** Terminating app due to uncaught exception"
          + " 'NSInternalInconsistencyException', reason: 'request for index path for global index 6249663710 when"
          + " there are only 2 items in the collection view'",
        "global-index", [6_249_663_710, 2]
      ),
      (
        "*** Assertion failure in NSInteger _UITableViewRowDataNumberOfRowsInSection(UITableViewRowData"
          + " *__unsafe_unretained, NSInteger)(), UITableViewRowData.m:1761\n*** Terminating app due to uncaught"
          + " exception 'NSInternalInconsistencyException', reason: 'Requested the number of rows for section (4) which"
          + " is out of bounds.'",
        "rows-for-section-out-of-bounds", [4]
      ),
      (
        "> *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'UITableView"
          + " internal bug: unable to generate a new section map with old section count: 1 and new section count: 0'",
        "table-section-map", [1, 0]
      ),
    ] as [(String, String, [Int])])
  func olderAndLoggedCountWordings(text: String, entry: String, values: [Int]) throws {
    let reading = read(text)
    #expect(reading.found == 1, "\(reading.exceptions.map(\.message))")
    let message = try #require(reading.exceptions.first?.recognized, "\(text)")
    #expect(message.entry.id == entry)
    #expect(message.values == values.map { .number($0) })
    #expect(!message.explanation.isEmpty)
  }

  @Test func cellAndLayoutWordings() throws {
    let texts: [(String, String, [FailureMessage.Value])] = [
      (
        "2013-08-14 22:04:02.490 Shop[548:c07] *** Terminating app due to uncaught exception"
          + " 'NSInternalInconsistencyException', reason: 'UITableView dataSource must return a cell from"
          + " tableView:cellForRowAtIndexPath:'",
        "nil-cell-ios6", []
      ),
      (
        "Fatal Exception: NSInternalInconsistencyException\nUITableView (<Notes.ListView: 0x106088e00; baseClass ="
          + " UITableView; frame = (0 0; 375 574); layer = <CALayer: 0x1c0220440>; contentOffset: {0, 0}>) failed to"
          + " obtain a cell from its dataSource (<Notes.ListController: 0x109b79270>)",
        "nil-cell-ios8", []
      ),
      (
        "*** Assertion failure in -[UICollectionView _updateVisibleCellsNow:], UICollectionView.m:5639\n*** Terminating"
          + " app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Expected dequeued view to be"
          + " returned to the collection view in preparation for display. When the collection view's data source is"
          + " asked to provide a view for a given index path, ensure that a single view is dequeued and returned to"
          + " the collection view. Avoid dequeuing views without a request from the collection view. For retrieving"
          + " an existing view in the collection view, use -[UICollectionView cellForItemAtIndexPath:] or"
          + " -[UICollectionView supplementaryViewForElementKind:atIndexPath:]. Dequeued view: <Shop.PriceCell:"
          + " 0x101a26fa0; baseClass = UICollectionViewCell; frame = (0 10; 402 36)>; Collection view:"
          + " <UICollectionView: 0x10201ea00; frame = (0 62; 402 812)>'",
        "dequeued-view-not-returned", []
      ),
      (
        "reason: 'could not dequeue a cell with identifier NoteCell - must register a nib or a class for the identifier"
          + " or connect a prototype cell in a storyboard'",
        "unregistered-cell", [.text("NoteCell")]
      ),
      (
        "Fatal Exception: NSInternalInconsistencyException\nUICollectionView received layout attributes for a cell"
          + " with an index path that does not exist: <NSIndexPath: 0xb67753b476ac2ecc> {length = 2, path = 12 - 1}",
        "layout-attributes-missing-index-path", [.indexPath(IndexPath(item: 1, section: 12))]
      ),
      (
        "UICollectionView recieved layout attributes for a cell with an index path that does not exist: {length = 2,"
          + " path = 0 - 0}",
        "layout-attributes-missing-index-path-ios7", [.indexPath(IndexPath(item: 0, section: 0))]
      ),
      (
        "2020-01-14 09:00:00.000 Shop[1:2] Layout attributes <Shop.GridAttributes: 0x7fb7a6611ab0> index path:"
          + " (<NSIndexPath: 0xc75068054d0a36d7> {length = 2, path = 0 - 0}); frame = (0 0; 375 248); zIndex = 1;"
          + "  were received from the layout <Shop.GridLayout: 0x7fb787fe84b0> but are not valid for the data"
          + " source counts. Attributes will be ignored.",
        "layout-attributes-ignored", []
      ),
    ]
    for (text, entry, values) in texts {
      let reading = read(text)
      #expect(reading.found == 1, "\(entry): \(reading.exceptions.map(\.message))")
      let message = try #require(reading.exceptions.first?.recognized, "\(entry): \(text)")
      #expect(message.entry.id == entry, "\(text)")
      #expect(message.values == values, "\(entry)")
    }
  }
}
