"""`python -m shiguan.cli`, as the installed `shiguan` script."""

import sys

from . import app

sys.exit(app())
