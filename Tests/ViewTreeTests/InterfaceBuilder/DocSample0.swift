import Foundation
import ViewTree
import ViewTreeInterfaceBuilder

func lint(_ path: String) throws -> Bool {
    let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: path))
    let check = InterfaceBuilderChecker.check(document)
    for issue in check.issues { print(issue) }   // "20: error: Missing Constraints: View (Cnt-vw-001): Need constraints for: width"
    return !check.hasErrors
}
