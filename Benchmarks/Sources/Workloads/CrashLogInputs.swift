// The crash logs of the `lks-explain-*` workloads: 100 MB files written once into the temporary directory (and
// reused while their size is right), each a log `lks explain` must read in time: a long console log with a handful
// of exceptions, one with tens of thousands, a single line without line breaks, and text with invalid UTF-8 and
// binary junk after it. Every exception in them is one `explain` recognises, so the process exits 0.

import Foundation

enum CrashLogInputs {
  enum Kind: String, CaseIterable {
    /// Ordinary app logging with timestamps and process prefixes, five R15 crashes (assertion line, reason, stack).
    case console
    /// Every third record an R15 crash, with varying numbers (about 58,000 exceptions).
    case many
    /// The console's lines joined by ` | ` on one line, an R15 crash in it every 30 MB.
    case line
    /// The first half text with Latin-1 names and cut UTF-8 sequences, an R15 crash in it; then random bytes
    /// (NUL and control bytes included), then one more crash.
    case junk
  }

  /// The path of the `kind` log of `megabytes` MB (2^20 bytes), written if it is not there yet.
  static func path(_ kind: Kind, megabytes: Int = 100) -> String {
    let path = NSTemporaryDirectory() + "/listkit-bench-explain-\(kind.rawValue)-\(megabytes)mb.log"
    let size = megabytes << 20
    if let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let existing = attributes[.size] as? Int, existing >= size
    {
      return path
    }
    let bytes = log(kind, size: size)
    FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }

  static let bodies = [
    "[Networking] GET https://api.example.com/v2/feed?page=%d&limit=50 -> 200 (%d ms)",
    "[Feed] loaded %d items, attempt to prefetch %d images",
    "(UIKitCore) [com.apple.UIKit:Layout] Invalid view geometry: width %d is not valid, using %d",
    "[Analytics] event {\"name\":\"scroll\",\"offset\":%d,\"index\":%d}",
    "[LayoutConstraints] Unable to simultaneously satisfy constraints. Probably at least one of the constraints in"
      + " the following list is one you don't want. %d %d",
    "the cell at row %d in section %d was configured with the title of the feed item",
    "Thread %d: request for more data from the server, %d pending",
    "[CoreData] warning: could not find the model version %d.%d, falling back",
  ]

  static func timestamp(_ index: Int) -> String {
    String(
      format: "2024-05-01 10:%02d:%02d.%06d+0200", (index / 60_000) % 60, (index / 1_000) % 60, (index * 37) % 1_000_000
    )
  }

  static func ordinary(_ index: Int, _ random: inout UInt64) -> String {
    random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    let pick = Int(random >> 33)
    let body = bodies[pick % bodies.count]
      .replacingOccurrences(of: "%d", with: String(pick % 1_000), options: [], range: nil)
    return timestamp(index) + " MyApp[1234:567890] " + body
  }

  static func r15(section: Int, before: Int) -> String {
    "Invalid update: invalid number of items in section \(section).  The number of items contained in an existing"
      + " section after the update (\(before + 2)) must be equal to the number of items contained in that section"
      + " before the update (\(before)), plus or minus the number of items inserted or deleted from that section (1"
      + " inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in,"
      + " 0 moved out)."
  }

  static func crash(_ index: Int, _ k: Int) -> String {
    let stamp = timestamp(index) + " MyApp[1234:567890] "
    return stamp + "*** Assertion failure in -[UICollectionView _endItemAnimationsWithInvalidationContext:"
      + "tentativelyForceReload:animator:collectionViewAnimator:], UICollectionView.m:7910\n" + stamp
      + "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
      + r15(section: k % 3, before: 3 + k) + "'\n*** First throw call stack:\n(\n"
      + "\t0   CoreFoundation                      0x000000018040e7c8 __exceptionPreprocess + 172\n"
      + "\t1   libobjc.A.dylib                     0x0000000180051144 objc_exception_throw + 56\n"
      + "\t3   UIKitCore                           0x0000000184e1a9b0 -[UICollectionView"
      + " _Bug_Detected_In_Client_Of_UICollectionView_Invalid_Number_Of_Items_In_Section:] + 80\n"
      + ")\nlibc++abi: terminating due to uncaught exception of type NSException\n"
  }

  static func log(_ kind: Kind, size: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 4_096)
    var random: UInt64 = 7
    var index = 0
    switch kind {
    case .console:
      var marks = (1...5).map { size * $0 / 6 }
      while bytes.count < size {
        bytes += Array((ordinary(index, &random) + "\n").utf8)
        if let mark = marks.first, bytes.count >= mark {
          marks.removeFirst()
          bytes += Array(crash(index, index).utf8)
        }
        index += 1
      }
    case .many:
      var k = 0
      while bytes.count < size {
        if index % 3 == 0 {
          bytes += Array(crash(index, k).utf8)
          k += 1
        } else {
          bytes += Array((ordinary(index, &random) + "\n").utf8)
        }
        index += 1
      }
    case .line:
      var next = 30 << 20
      while bytes.count < size {
        bytes += Array((ordinary(index, &random) + " | ").utf8)
        if bytes.count >= next {
          next += 30 << 20
          bytes += Array(
            ("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
              + r15(section: 0, before: 3) + "' | ").utf8)
        }
        index += 1
      }
    case .junk:
      while bytes.count < size / 2 {
        var line = Array(ordinary(index, &random).utf8)
        if index % 7 == 0 {
          line += [0x20, 0x4A, 0x6F, 0x73, 0xE9, 0x20, 0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72, 0xE2, 0x82]
        }
        bytes += line + [0x0A]
        if index % 100_000 == 50_000 { bytes += Array(crash(index, index).utf8) }
        index += 1
      }
      while bytes.count < size {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        withUnsafeBytes(of: random) { bytes += $0 }
      }
      bytes += Array(("\n" + crash(index, 1)).utf8)
    }
    return bytes
  }
}
