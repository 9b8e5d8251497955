print("bare")
