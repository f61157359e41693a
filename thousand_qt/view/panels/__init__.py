"""The panels laid over the table (not modal dialogs: the table stays visible): the auction, the
talon's choice, the gifts, the contract and the concession."""
