import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// The test library that receives a failure.
///
/// ViewTreeTesting's assertions work from Swift Testing and from XCTest. Each failure goes to the
/// library that is running the current test, chosen per failure, with no setup and no global state:
///
/// - Swift Testing publishes the running test in a task-local value, `Test.current`. When it is set,
///   the failure is recorded with `Issue.record(_:sourceLocation:)`, at the caller's file, line and
///   column.
/// - Otherwise the failure goes to `XCTFail(_:file:line:)`, at the caller's file and line.
///
/// `Test.current` is visible in the test's task and in the tasks it creates with `Task { }` or
/// `async let`, not in `Task.detached`: assert from the test's own task (ViewTree's worlds are not
/// `Sendable`, so that is where they are anyway). A failure raised while neither library runs a test
/// goes to XCTest, which drops it when no test case is running.
public enum TestLibrary: Sendable, Equatable {
    /// Swift Testing (`import Testing`).
    case swiftTesting
    /// XCTest.
    case xcTest

    /// The library running the current test: Swift Testing when `Test.current` is set, else XCTest.
    public static var current: TestLibrary {
        #if canImport(Testing)
        if Test.current != nil { return .swiftTesting }
        #endif
        return .xcTest
    }
}

/// Records a test failure with `message` at the caller's location, in the library running the test
/// (see `TestLibrary`). ViewTreeTesting's assertions all report through here; use it in your own
/// helpers to get the same behaviour.
public func recordFailure(_ message: String,
                          fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                          line: UInt = #line, column: UInt = #column) {
    switch TestLibrary.current {
    case .swiftTesting:
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                    line: Int(line), column: Int(column)))
        #endif
    case .xcTest:
        #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
        #else
        FileHandle.standardError.write(Data("\(filePath):\(line): error: \(message)\n".utf8))
        #endif
    }
}

/// Attaches `text` to the current Swift Testing test under `name` (XCTest on Linux has no attachments;
/// there this does nothing). Snapshot mismatches attach the new snapshot this way.
func attachText(_ text: String, named name: String, fileID: StaticString, filePath: StaticString,
                line: UInt, column: UInt) {
    #if canImport(Testing)
    guard TestLibrary.current == .swiftTesting else { return }
    Attachment.record(text, named: name,
                      sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)",
                                                     line: Int(line), column: Int(column)))
    #endif
}

/// Where an assertion was called from, carried to the failure.
struct CallSite {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func record(_ message: String) {
        recordFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
