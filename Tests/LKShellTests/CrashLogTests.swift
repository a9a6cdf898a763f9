// The crash-log reader behind `lks explain FILE` and the interactive `explain` of a pasted block: each format people
// paste (console, device log, crash report, .ips, Crashlytics, Sentry, lldb, issue threads), the noise around a
// message, several exceptions, frames as hints, and bad input (binary, invalid UTF-8, huge logs, many exceptions).
// The texts are written for these tests.
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
}
