# The gounki rules book (translation pending).
