import ViewTree
print("ViewTree \(ViewTreeVersion.string)")
