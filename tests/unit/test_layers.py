"""The package's layout is its architecture: each package imports only those below it
(docs/architecture.md, the module map), so a pure module never reaches up to an operator
command and nothing goes round in a circle."""

import ast
from pathlib import Path

import pytest

import monitor

PACKAGE = Path(monitor.__file__).parent
# Bottom first. A module at the top of the package counts as its own layer's name.
LAYERS = [
    {"errors", "states", "faults"},
    {"schedule", "period"},
    {"logs"},
    {"extract"},
    {"config"},
    {"changes"},
    {"store"},
    {"fetch"},
    {"pipeline"},
    {"notify"},
    {"weekly"},
    {"service"},
    {"ops"},
    {"web"},
    {"arguments"},
    {"cli"},
    {"__main__"},
]
LEVEL = {name: level for level, names in enumerate(LAYERS) for name in names}
# Imports that go up on purpose (docs/architecture.md says why).
UPWARDS = {
    ("config/model.py", "monitor.fetch.browser.chromium"),  # a leaf: is Chromium installed
    ("changes/price_rows.py", "monitor.store"),  # CheckRow, for its types only
}


def _imported(tree: ast.Module) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "monitor":
                found += [(node.lineno, f"monitor.{alias.name}") for alias in node.names]
            elif node.module.startswith("monitor."):
                found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith("monitor.")]
    return found


def _layer(path: Path) -> str:
    return path.relative_to(PACKAGE).parts[0].removesuffix(".py")


def upward_imports() -> list[str]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        mine = _layer(path)
        if mine == "__init__":
            continue
        relative = path.relative_to(PACKAGE).as_posix()
        for line, module in _imported(ast.parse(path.read_text())):
            theirs = module.split(".")[1]
            if theirs == "__version__" or theirs == mine or (relative, module) in UPWARDS:
                continue
            if LEVEL[theirs] >= LEVEL[mine]:
                found.append(f"monitor/{relative}:{line} {mine} imports {module}")
    return found


def test_every_package_and_top_module_has_a_layer() -> None:
    named = {path.name.removesuffix(".py") for path in PACKAGE.iterdir()}
    named -= {"__init__", "__pycache__", "py.typed"}
    assert named == set(LEVEL)


def test_imports_only_go_down() -> None:
    assert upward_imports() == []


def test_the_exceptions_are_still_needed() -> None:
    """An exception that no import uses any more is taken out of the list."""
    used = set()
    for relative, module in UPWARDS:
        tree = ast.parse((PACKAGE / relative).read_text())
        if any(found == module for _, found in _imported(tree)):
            used.add((relative, module))
    assert used == UPWARDS


@pytest.mark.parametrize("package", sorted(p.parent.name for p in PACKAGE.glob("*/__init__.py")))
def test_each_package_says_its_role_and_its_modules(package: str) -> None:
    tree = ast.parse((PACKAGE / package / "__init__.py").read_text())
    assert ast.get_docstring(tree), f"monitor/{package}/__init__.py has no docstring"
    exported = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
    ]
    assert exported, f"monitor/{package}/__init__.py has no __all__"
