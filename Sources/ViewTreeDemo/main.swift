import Foundation
import ViewTreeDemoKit

// A thin wrapper: all the logic (and its tests) lives in ViewTreeDemoKit.
let result = DemoCommand.run(arguments: Array(CommandLine.arguments.dropFirst()), stdoutIsTerminal: isatty(1) != 0)
FileHandle.standardOutput.write(Data(result.stdout.utf8))
FileHandle.standardError.write(Data(result.stderr.utf8))
exit(result.exitCode)
