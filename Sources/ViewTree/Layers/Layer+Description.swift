import Foundation

extension Layer: CustomStringConvertible {
    /// `<Layer: 0x2>`: the class and the id printed in place of an address, as a `CALayer` prints
    /// `<CALayer: 0x600000c21170>`. A view's layer has the id after its view's.
    public var description: String {
        var numbering = DescriptionNumbering()
        let id: Int
        if let view = owningView {
            id = numbering.id(for: view) + 1
        } else {
            id = numbering.id(for: self)
        }
        return "<\(String(describing: type(of: self))): 0x\(String(id, radix: 16))>"
    }
}
